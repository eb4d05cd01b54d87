/**
 * The id of dnd-kit's hidden "how to drag with the keyboard" text (the DndContext's id becomes that
 * element's id). Palette entries get it from dnd-kit; canvas widgets and outline rows, which are dragged
 * through one delegated source, point at it themselves.
 */
export const DRAG_INSTRUCTIONS_ID = 'bk-drag-instructions';
