import {
  DndContext, DragOverlay, KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors, type DragEndEvent, type DragStartEvent,
} from '@dnd-kit/core';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/DndBoard';
import { ConfigureNotice } from '../../hooks/notices';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { StoreState } from '../../stores';
import { valueAt } from '../data/cellText';
import { useDataView } from '../data/useDataView';
import { BoardCard, BoardColumnView, CardContent } from './BoardParts';
import { boardAnnouncements, boardCollisions, columnKeyboardCoordinates, columnOfDropId, type CardDragData } from './boardDnd';
import { columnLabel, groupCards, usableColumns, type Card } from './boardModel';
import { useBoardMoves } from './useBoardMoves';

export type DndBoardSettings = SettingsOf<typeof spec.schema>;

/** How many records a board reads: the first 500 in the store's order. */
export const MAX_CARDS = 500;

const textAt = (record: unknown, path: string) => {
  const value = path ? valueAt(record, path) : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

/**
 * Columns of cards from a data type's records, grouped by the status property. A card moves with the mouse (or a
 * finger) or the keyboard (space or enter picks it up, left and right change the column, space or enter drops it,
 * escape cancels), announced to screen readers; the move is stored at once (useBoardMoves). In the editor the
 * board shows, but its cards do not move.
 */
function DndBoard({ id, settings }: WidgetProps<DndBoardSettings>) {
  const { t } = useTranslation('board');
  const editing = useRenderMode() === 'edit';
  const statusProperty = settings.statusProperty.trim();
  const columns = useMemo(() => usableColumns(settings.columns), [settings.columns]);
  const view = useDataView<Card>(id, { ...settings, pageSize: MAX_CARDS });
  const records = view.result.elements;
  const moves = useBoardMoves(view.result.name, records, statusProperty);
  const board = useMemo(() => groupCards(records, statusProperty, columns, moves.pending), [records, statusProperty, columns, moves.pending]);
  const container = useRef<HTMLDivElement>(null);
  const [dragged, setDragged] = useState<{ id: string; title: string; description: string } | null>(null);

  const accessibility = useMemo(() => {
    const labels = new Map(columns.map((column) => [column.value, columnLabel(column)]));
    return {
      announcements: boardAnnouncements(t, (value) => labels.get(value) ?? value),
      screenReaderInstructions: { draggable: t('board.dnd.instructions') },
      restoreFocus: false, // onDragEnd focuses the moved card in its new column
    };
  }, [t, columns]);
  const keyboard = useMemo(() => ({ coordinateGetter: columnKeyboardCoordinates(columns.map((column) => column.value)) }), [columns]);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 5 } }),
    useSensor(KeyboardSensor, keyboard),
  );

  if (!statusProperty || columns.length === 0) return <ConfigureNotice details={t('board.chooseColumns')} />;
  if (view.result.status !== 'success') return <StoreState result={view.result}>{null}</StoreState>;

  const titleOf = (card: Card) => textAt(card, settings.titleProperty.trim()) || t('board.untitled');
  const descriptionOf = (card: Card) => textAt(card, settings.descriptionProperty.trim());
  const onDragStart = ({ active }: DragStartEvent) => {
    const card = records.find((record) => record.id === active.id);
    setDragged(card ? { id: card.id, title: titleOf(card), description: descriptionOf(card) } : null);
  };
  const onDragEnd = ({ active, over, activatorEvent }: DragEndEvent) => {
    setDragged(null);
    const to = columnOfDropId(over?.id);
    if (to === null) return;
    const cardId = String(active.id);
    moves.move(cardId, to, (active.data.current as CardDragData | undefined)?.title ?? '');
    // The card is drawn anew in its new column: a keyboard user goes on from there.
    if (activatorEvent instanceof KeyboardEvent) {
      requestAnimationFrame(() => [...(container.current?.querySelectorAll<HTMLElement>('[data-card-id]') ?? [])].find((element) => element.dataset.cardId === cardId)?.focus());
    }
  };

  return (
    <div ref={container} data-testid="dnd-board" data-editing={editing || undefined}>
      {moves.notice ? (
        <div role="alert" data-testid="board-notice" style={{ display: 'flex', gap: 8, alignItems: 'baseline', padding: '8px 10px', marginBottom: 8, background: '#fff5f5', border: '1px solid #feb2b2', borderRadius: 6, color: '#c53030' }}>
          <span style={{ flex: 1 }}>{moves.notice}</span>
          <button type="button" onClick={moves.dismiss}>{t('board.dismiss')}</button>
        </div>
      ) : null}
      {editing ? <p style={{ margin: '0 0 8px', fontSize: 13, color: '#718096' }}>{t('board.editMode')}</p> : null}
      <DndContext sensors={sensors} collisionDetection={boardCollisions} accessibility={accessibility} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragged(null)}>
        <div role="group" aria-label={t('board.label')} style={{ display: 'flex', gap: 12, alignItems: 'stretch', overflowX: 'auto' }}>
          {board.columns.map((column) => (
            <BoardColumnView key={column.value} value={column.value} label={column.label} count={column.cards.length}>
              {column.cards.map((card) => (
                <BoardCard key={card.id} id={card.id} column={column.value} title={titleOf(card)} description={descriptionOf(card)} disabled={editing} saving={!!moves.pending[card.id]} />
              ))}
            </BoardColumnView>
          ))}
        </div>
        <DragOverlay dropAnimation={null}>
          {dragged ? <div style={{ background: '#ffffff', border: '1px solid #3182ce', borderRadius: 6, padding: '8px 10px', boxShadow: '0 4px 12px rgba(0,0,0,0.15)' }}><CardContent title={dragged.title} description={dragged.description} /></div> : null}
        </DragOverlay>
      </DndContext>
      {board.unmatched > 0 ? <p data-testid="board-unmatched" style={{ margin: '8px 0 0', fontSize: 13, color: '#4a5568' }}>{t('board.unmatched', { count: board.unmatched })}</p> : null}
    </div>
  );
}

export const DndBoardWidget = widgetFromSpec(spec, DndBoard);
