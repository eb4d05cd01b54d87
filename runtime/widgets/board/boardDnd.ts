import {
  pointerWithin, rectIntersection, type Announcements, type CollisionDetection, type KeyboardCoordinateGetter, type UniqueIdentifier,
} from '@dnd-kit/core';
import type { TFunction } from 'i18next';
import { adjacentColumn } from './boardModel';

/**
 * How the board talks to dnd-kit: the ids of its droppable columns, where the arrow keys move a picked-up card
 * (to the middle of the next or previous column), which column a card is over, and what screen readers hear.
 */
const COLUMN_PREFIX = 'column:';

export const columnDropId = (value: string) => `${COLUMN_PREFIX}${value}`;

export function columnOfDropId(id: UniqueIdentifier | null | undefined): string | null {
  return typeof id === 'string' && id.startsWith(COLUMN_PREFIX) ? id.slice(COLUMN_PREFIX.length) : null;
}

/** What a dragged card carries: its title (for announcements) and the column it started in. */
export interface CardDragData {
  title: string;
  column: string;
}

/** The pointer's column when there is a pointer (mouse, touch); the card's overlap for the keyboard. */
export const boardCollisions: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};

/**
 * ArrowRight / ArrowLeft put the card into the next / previous column (its middle, at the card's height but inside
 * the column); other keys do nothing, so a card cannot get lost between columns. dnd-kit measures the columns and
 * the card a moment after the pick-up; an arrow pressed before that reads their boxes from the page itself, so a
 * quick key is not lost.
 */
export function columnKeyboardCoordinates(columnValues: readonly string[]): KeyboardCoordinateGetter {
  return (event, { active, context, currentCoordinates }) => {
    const direction = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
    if (direction === 0) return undefined;
    event.preventDefault();
    const current = columnOfDropId(context.over?.id) ?? (context.active?.data.current as CardDragData | undefined)?.column ?? '';
    const next = adjacentColumn(columnValues, current, direction);
    const id = next === null ? null : columnDropId(next);
    const rect = id === null ? undefined : context.droppableRects.get(id) ?? context.droppableContainers.get(id)?.node.current?.getBoundingClientRect();
    const card = context.collisionRect ?? context.activeNode?.getBoundingClientRect();
    if (!rect || !card || active === null) return undefined;
    const top = Math.min(Math.max(currentCoordinates.y, rect.top + 8), rect.top + Math.max(8, rect.height - card.height - 8));
    return { x: rect.left + (rect.width - card.width) / 2, y: top };
  };
}

/**
 * The announcements of one board, translated; `columnLabel` names a column by its value. Only a change of the
 * column under the card is announced, so the pick-up is not drowned by "over the column it is in".
 */
export function boardAnnouncements(t: TFunction, columnLabel: (value: string) => string): Announcements {
  const data = (active: { data: { current?: unknown } }) => (active.data.current ?? { title: '', column: '' }) as CardDragData;
  let announced: string | null = null;
  return {
    onDragStart: ({ active }) => {
      announced = data(active).column;
      return t('board.dnd.pickedUp', { card: data(active).title, column: columnLabel(data(active).column) });
    },
    onDragOver: ({ active, over }) => {
      const column = columnOfDropId(over?.id);
      if (column === announced) return undefined;
      announced = column;
      return column === null ? t('board.dnd.outside', { card: data(active).title }) : t('board.dnd.over', { card: data(active).title, column: columnLabel(column) });
    },
    onDragEnd: ({ active, over }) => {
      announced = null;
      const { title, column: from } = data(active);
      const column = columnOfDropId(over?.id);
      if (column === null || column === from) return t('board.dnd.stays', { card: title, column: columnLabel(from) });
      return t('board.dnd.dropped', { card: title, column: columnLabel(column) });
    },
    onDragCancel: ({ active }) => {
      announced = null;
      return t('board.dnd.cancelled', { card: data(active).title, column: columnLabel(data(active).column) });
    },
  };
}
