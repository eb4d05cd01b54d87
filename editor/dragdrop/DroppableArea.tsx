/** The canvas or the outline as one dnd-kit droppable, so auto-scroll knows which area to scroll. */
import { useDroppable } from '@dnd-kit/core';
import type { ReactNode } from 'react';

export function DroppableArea({ id, children }: { id: string; children?: ReactNode }) {
  const { setNodeRef } = useDroppable({ id });
  return <div ref={setNodeRef}>{children}</div>;
}
