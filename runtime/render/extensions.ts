import { useContext, type ReactElement, type ReactNode } from 'react';
import { RenderContext } from './renderContext';
import type { RenderNode } from './nodeSource';

export type RenderMode = 'view' | 'edit';

/**
 * Edit-mode extension points (the editor supplies them; view mode uses none). The renderer stays the same in
 * both modes: `wrapWidget` may wrap or decorate the element that carries data-widget-id (selection, hover,
 * notices), `renderEmptySlot` draws something in an empty slot (a placeholder) and `renderSlotEnd` something
 * after the children of a filled one (a drop zone).
 */
export interface RenderExtensions {
  mode: RenderMode;
  /**
   * Set for the visitors of a published application: builder notices ("please configure", unknown widget types,
   * edit-mode placeholders) are for the people building the app, so they render nothing there. The editor and the
   * preview leave it unset and show them.
   */
  published?: boolean;
  wrapWidget?(node: RenderNode, element: ReactElement): ReactNode;
  renderEmptySlot?(parentId: string, slot: string): ReactNode;
  /** Drawn after the last child of a non-empty slot (the editor's end-of-slot drop zone while dragging). */
  renderSlotEnd?(parentId: string, slot: string): ReactNode;
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
