import { useContext, type ReactElement, type ReactNode } from 'react';
import { RenderContext } from './renderContext';
import type { RenderNode } from './nodeSource';

export type RenderMode = 'view' | 'edit';

/**
 * Edit-mode extension points (the editor supplies them; view mode uses none). The renderer stays the same in
 * both modes: `decoration` adds attributes to the element that carries data-widget-id (selection, hover, the
 * canvas's hit testing), `wrapWidget` may wrap that element in more, `renderEmptySlot` draws something in an empty
 * slot (a placeholder) and `renderSlotEnd` something after the children of a filled one (a drop zone).
 */
export interface RenderExtensions {
  mode: RenderMode;
  /**
   * Set for the visitors of a published application: builder notices ("please configure", unknown widget types,
   * edit-mode placeholders) are for the people building the app, so they render nothing there. The editor and the
   * preview leave it unset and show them.
   */
  published?: boolean;
  decoration?: WidgetDecoration;
  wrapWidget?(node: RenderNode, element: ReactElement): ReactNode;
  renderEmptySlot?(parentId: string, slot: string): ReactNode;
  /** Drawn after the last child of a non-empty slot (the editor's end-of-slot drop zone while dragging). */
  renderSlotEnd?(parentId: string, slot: string): ReactNode;
}

/**
 * What the editor adds to every widget's element, applied by the widget's own view (WidgetView) rather than by a
 * component around it: on a large page each extra component per widget, with its hooks and effects, slowed the
 * editor's open measurably (docs/editor.md, "Opening fast").
 */
export interface WidgetDecoration {
  /** Calls `listener` whenever `attributes` of widget `id` may have changed; returns how to stop. */
  subscribe(id: string, listener: () => void): () => void;
  /** Attributes (a ref too) for the widget's element; never data-widget-id, data-widget-type or style. */
  attributes(node: RenderNode): Record<string, unknown>;
  /** Asked once when a widget's view mounts: whether its content waits, shown by `waiting` in its place. */
  waitsAtMount?(id: string): boolean;
  /** The content of a widget whose content waited at mount: a stand-in until it is released, then `content`. */
  waiting?(id: string, content: ReactNode): ReactNode;
  /** After the widget's element was put on the page or changed (its own render, not its children's). */
  rendered?(node: RenderNode): void;
}

export const VIEW_MODE: RenderExtensions = Object.freeze({ mode: 'view' });

/** What a published application renders with: view mode without builder notices. */
export const PUBLISHED_MODE: RenderExtensions = Object.freeze({ mode: 'view', published: true });

/** The extensions of the surrounding <Render> (they travel in its render context); view mode outside one. */
export function useRenderExtensions(): RenderExtensions {
  return useContext(RenderContext)?.extensions ?? VIEW_MODE;
}

/** 'edit' inside the editor or a preview with ?editMode=true: widgets do not navigate or submit then. */
export function useRenderMode(): RenderMode {
  return useRenderExtensions().mode;
}

/** Whether builder notices show: in the editor and the preview, never to visitors of a published application. */
export function useBuilderNotices(): boolean {
  return useRenderExtensions().published !== true;
}
