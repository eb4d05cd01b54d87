/**
 * One dnd-kit draggable for a whole area (the canvas, the outline, the palette's entries): the area's own pointer and key handlers
 * pass the pressed element and what it drags, and this starts dnd-kit's sensors for it. So there is one
 * registration however many widgets the page has, and the area itself never re-renders during a drag (this
 * small component does).
 */
import { useDraggable } from '@dnd-kit/core';
import { useImperativeHandle, type KeyboardEvent, type PointerEvent, type Ref } from 'react';
import { useEditorServices } from '../services/editorServices';
import type { DragSource } from '../services/dragSession';

export interface DragStarter {
  pointerDown(event: PointerEvent, element: HTMLElement, source: DragSource): void;
  keyDown(event: KeyboardEvent, element: HTMLElement, source: DragSource): void;
}

/**
 * `data` is what dnd-kit keeps for the source (`{immediate: true}` starts a pointer drag at once, EditorDndProvider);
 * pass a constant, dnd-kit updates its registration when it changes.
 */
export function DelegatedDragSource({ id, handle, data }: { id: string; handle: Ref<DragStarter>; data?: Record<string, unknown> }) {
  const { controller } = useEditorServices();
  const { setNodeRef, listeners } = useDraggable({ id, data });
  useImperativeHandle(
    handle,
    () => ({
      pointerDown(event, element, source) {
        setNodeRef(element);
        controller.pending.set(id, source);
        listeners?.onPointerDown?.(event);
      },
      keyDown(event, element, source) {
        setNodeRef(element);
        controller.pending.set(id, source);
        listeners?.onKeyDown?.(event);
      },
    }),
    [controller, id, listeners, setNodeRef],
  );
  return null;
}
