/**
 * What screen readers hear during a drag (dnd-kit's live region), translated: what was picked up, where it
 * would land (parent, slot, position) whenever that changes, and how the drag ended.
 */
import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { TFunction } from 'i18next';
import type { EditorStoreApi } from '../store/createEditorStore';
import type { DragSessionStore, DragSource, DropTarget } from '../services/dragSession';

export function widgetTitle(t: TFunction, type: string): string {
  return t(`widgets:widgets.${type}.title`, { defaultValue: type });
}

/**
 * A widget as builders recognise it: its type's title and the start of its text ('Text „Hallo“'), or the
 * `name` given (a compound's name) when it shows no text.
 */
export function widgetName(t: TFunction, node: { type: string; settings?: Record<string, unknown> }, name?: string): string {
  const text = node.settings?.text ?? node.settings?.label ?? name;
  const hint = typeof text === 'string' && text.trim() !== '' ? ` ${t('editor:quoted', { text: text.trim().slice(0, 24) })}` : '';
  return `${widgetTitle(t, node.type)}${hint}`;
}

/** A slot's name in the interface language ('Kopfbereich' for header; grid cells by row and column). */
export function slotTitle(t: TFunction, slot: string): string {
  const cell = /^cell-(\d+)-(\d+)$/.exec(slot);
  if (cell) return t('editor:slots.cell', { row: Number(cell[1]) + 1, column: Number(cell[2]) + 1 });
  return t(`editor:slots.${slot}`, { defaultValue: slot });
}

function sourceName(t: TFunction, store: EditorStoreApi, source: DragSource | null): string {
  if (!source) return '';
  if (source.newType) return source.newLabel ?? widgetTitle(t, source.newType);
  if (source.ids.length === 1) return widgetTitle(t, store.index.node(source.ids[0])?.type ?? '');
  return t('editor:dnd.several', { count: source.ids.length });
}

function placeText(t: TFunction, store: EditorStoreApi, target: DropTarget): string {
  const parent = store.index.node(target.parentId);
  const count = store.index.children(target.parentId, target.slot).length;
  const slots = Object.keys(parent?.slots ?? {});
  return t(slots.length > 1 ? 'editor:dnd.placeInSlot' : 'editor:dnd.place', {
    parent: widgetTitle(t, parent?.type ?? ''),
    slot: slotTitle(t, target.slot),
    position: target.index + 1,
    count: count + 1,
  });
}

const targetKey = (target: DropTarget | null) => (target ? `${target.parentId}/${target.slot}/${target.index}/${target.refusal}` : '');

export function createAnnouncements(t: TFunction, store: EditorStoreApi, session: DragSessionStore): Announcements {
  let announced = '';
  const describe = (): string | undefined => {
    const { source, target } = session.getState();
    const key = targetKey(target);
    if (key === announced) return undefined; // only changes are announced
    announced = key;
    const name = sourceName(t, store, source);
    if (!target) return t('editor:dnd.nowhere', { name });
    const place = placeText(t, store, target);
    return target.refusal ? t('editor:dnd.overRefused', { name, place }) : t('editor:dnd.over', { name, place });
  };
  return {
    onDragStart() {
      announced = targetKey(session.getState().target);
      const { source, target } = session.getState();
      const name = sourceName(t, store, source);
      return target ? t('editor:dnd.pickedUpAt', { name, place: placeText(t, store, target) }) : t('editor:dnd.pickedUp', { name });
    },
    onDragMove: describe,
    onDragOver: describe,
    onDragEnd() {
      announced = '';
      const selection = store.getState().selection;
      const refusal = store.getState().lastRefusal;
      if (refusal) return t('editor:dnd.refused');
      return t('editor:dnd.dropped', { name: sourceName(t, store, { origin: 'canvas', ids: selection }) });
    },
    onDragCancel() {
      announced = '';
      return t('editor:dnd.cancelled');
    },
  };
}

export function screenReaderInstructions(t: TFunction): ScreenReaderInstructions {
  return { draggable: t('editor:dnd.instructions') };
}
