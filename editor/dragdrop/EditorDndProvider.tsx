/**
 * The editor's one DndContext: pointer sensor (a few pixels before a canvas or outline drag starts, at once
 * for palette entries) and the slot keyboard sensor, translated screen-reader announcements, auto-scroll of
 * the canvas and outline, the drag preview and the drop indicator. Drop targets are not dnd-kit droppables
 * per widget: the controller finds the slot under the pointer (see dragController.ts); the only droppables
 * are the canvas and the outline as a whole, which tell dnd-kit what to auto-scroll.
 */
import {
  DndContext,
  DragOverlay,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type DragStartEvent,
  type Modifier,
} from '@dnd-kit/core';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { useEditorServices } from '../services/editorServices';
import { createAnnouncements, screenReaderInstructions } from './announcements';
import { DragPreview } from './DragPreview';
import { DropIndicator } from './DropIndicator';
import { NewWidgetDrag } from './NewWidgetSource';
import { DRAG_INSTRUCTIONS_ID } from './instructions';
import { SlotKeyboardSensor } from './SlotKeyboardSensor';
import type { DragSource } from '../services/dragSession';

/** Puts the preview just below and right of the pointer, wherever the dragged element was grabbed. */
const besidePointer: Modifier = ({ activatorEvent, draggingNodeRect, transform }) => {
  if (!draggingNodeRect || !activatorEvent || !('clientX' in activatorEvent)) return transform;
  const { clientX, clientY } = activatorEvent as PointerEvent;
  return { ...transform, x: transform.x + clientX - draggingNodeRect.left + 12, y: transform.y + clientY - draggingNodeRect.top + 12 };
};

const overlayStyle = { pointerEvents: 'none' } as const;

function pointOf(event: Event | null): { x: number; y: number } | null {
  return event && 'clientX' in event ? { x: (event as PointerEvent).clientX, y: (event as PointerEvent).clientY } : null;
}

export function EditorDndProvider({ children }: { children?: ReactNode }) {
  const { t } = useTranslation(['editor', 'widgets']);
  const { store, session, controller, elements } = useEditorServices();
  const sensors = useSensors(
    useSensor(PointerSensor, {
      activationConstraint: { distance: 4 },
      // Palette entries start at once, so a drop zone exists as soon as the button is down.
      bypassActivationConstraint: ({ activeNode }) => activeNode.data.current?.immediate === true,
    }),
    useSensor(SlotKeyboardSensor, { controller }),
  );
  const accessibility = useMemo(
    () => ({ announcements: createAnnouncements(t, store, session), screenReaderInstructions: screenReaderInstructions(t), restoreFocus: false }),
    [t, store, session],
  );
  const dragging = useStore(session, (state) => state.source !== null);
  const keyboard = useStore(session, (state) => state.keyboard);

  // While a pointer drag runs: follow the pointer (one update per frame) and re-aim after scrolling.
  useEffect(() => {
    if (!dragging || keyboard) return;
    let frame = 0;
    const onMove = (event: PointerEvent) => {
      controller.movePointer({ x: event.clientX, y: event.clientY }, false);
      if (!frame) frame = requestAnimationFrame(() => {
        frame = 0;
        controller.aim();
      });
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(() => {
        frame = 0;
        controller.refresh();
      });
    };
    window.addEventListener('pointermove', onMove, { capture: true, passive: true });
    window.addEventListener('pointerup', onMove, { capture: true, passive: true });
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('pointermove', onMove, { capture: true });
      window.removeEventListener('pointerup', onMove, { capture: true });
      window.removeEventListener('scroll', onScroll, { capture: true });
    };
  }, [dragging, keyboard, controller]);

  useEffect(() => {
    if (!dragging || !keyboard) return;
    const onScroll = () => controller.refresh();
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => window.removeEventListener('scroll', onScroll, { capture: true });
  }, [dragging, keyboard, controller]);

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    const source = controller.pending.get(active.id) ?? (active.data.current?.source as DragSource | undefined);
    controller.pending.delete(active.id);
    if (!source) return;
    const pointer = pointOf(activatorEvent);
    controller.begin(source, { keyboard: pointer === null, pointer });
    if (pointer) controller.aim();
  };

  const onDragEnd = () => {
    const keyboardDrag = session.getState().keyboard;
    const origin = session.getState().source?.origin;
    const placed = controller.drop();
    // A keyboard user goes on from the widget they placed (the canvas widget, or its outline row).
    if (keyboardDrag && placed?.[0]) {
      requestAnimationFrame(() => {
        const registry = origin === 'outline' ? elements.outlineRows : elements.widgets;
        registry.get(placed[0])?.focus();
      });
    }
  };

  return (
    <DndContext
      id={DRAG_INSTRUCTIONS_ID}
      sensors={sensors}
      collisionDetection={pointerWithin}
      accessibility={accessibility}
      autoScroll={{ threshold: { x: 0.08, y: 0.12 } }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => controller.cancel()}
      onDragAbort={({ id }) => controller.pending.delete(id)}
    >
      <NewWidgetDrag>{children}</NewWidgetDrag>
      <DragOverlay modifiers={[besidePointer]} dropAnimation={null} style={overlayStyle}>
        {dragging ? <DragPreview /> : null}
      </DragOverlay>
      <DropIndicator />
    </DndContext>
  );
}
