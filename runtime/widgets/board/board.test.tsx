// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import { initI18n } from '../../i18n';
import { renderTree } from '../../testing/renderTree';
import { boardAnnouncements, columnDropId, columnKeyboardCoordinates, columnOfDropId } from './boardDnd';
import { adjacentColumn, groupCards, moveOf, patchAt, statusValue, usableColumns } from './boardModel';

// The DndBoard without a server: grouping, the move it computes, announcements and the states that need no
// records. Moving cards against the real server (mouse and keyboard, 409, failures): boardMaps.store.test.tsx.
const registry = createBuiltinRegistry();
initI18n();
afterEach(cleanup);

const COLUMNS = [{ value: 'offen', label: 'Offen' }, { value: 'arbeit', label: 'In Arbeit' }, { value: 'fertig', label: '' }];
const cards = [
  { id: 'a', version: 3, name: 'Angebot', status: 'offen' },
  { id: 'b', version: 1, name: 'Bestellung', status: 'fertig' },
  { id: 'c', version: 2, name: 'Chargen', status: 'archiv' },
  { id: 'd', version: 5, name: 'Druck', status: 'offen' },
];

describe('grouping and moves', () => {
  it('puts each card into the column of its status in the records\' order and counts the rest', () => {
    const board = groupCards(cards, 'status', COLUMNS);
    expect(board.columns.map((c) => [c.value, c.label, c.cards.map((card) => card.id)])).toEqual([
      ['offen', 'Offen', ['a', 'd']], ['arbeit', 'In Arbeit', []], ['fertig', 'fertig', ['b']],
    ]);
    expect(board.unmatched).toBe(1);
  });

  it('shows a move on its way while the record still has the version it started from', () => {
    const pending = { a: { status: 'arbeit', version: 3 } };
    expect(groupCards(cards, 'status', COLUMNS, pending).columns[1].cards.map((c) => c.id)).toEqual(['a']);
    // Once the stored record is newer, the record itself decides again.
    const reloaded = cards.map((card) => (card.id === 'a' ? { ...card, version: 4, status: 'fertig' } : card));
    expect(groupCards(reloaded, 'status', COLUMNS, pending).columns[2].cards.map((c) => c.id)).toEqual(['a', 'b']);
  });

  it('compares numbers, yes/no and nested statuses as text; a repeated column value counts once', () => {
    const records = [{ id: 'x', stage: 2 }, { id: 'y', flow: { state: 'neu' } }, { id: 'z', done: true }];
    expect(groupCards(records, 'stage', [{ value: '2' }]).columns[0].cards.map((c) => c.id)).toEqual(['x']);
    expect(groupCards(records, 'flow.state', [{ value: 'neu' }, { value: 'neu', label: 'doppelt' }]).columns.map((c) => c.cards.length)).toEqual([1]);
    expect(usableColumns([{ value: 'a' }, { value: 'a' }, { value: 'b' }]).map((c) => c.value)).toEqual(['a', 'b']);
  });

  it('computes the PATCH of a move with the version to send as If-Match, keeping the status\' type', () => {
    expect(moveOf(cards, 'a', 'arbeit', 'status')).toEqual({ id: 'a', version: 3, from: 'offen', to: 'arbeit', patch: { status: 'arbeit' } });
    expect(moveOf(cards, 'a', 'offen', 'status')).toBeNull(); // same column
    expect(moveOf(cards, 'nope', 'offen', 'status')).toBeNull();
    expect(moveOf([{ id: 'n', version: 1, flow: { stage: 1 } }], 'n', '2', 'flow.stage')).toMatchObject({ patch: { flow: { stage: 2 } } });
    expect(statusValue('true', false)).toBe(true);
    expect(statusValue('zwei', 1)).toBe('zwei');
    expect(statusValue('3', '1')).toBe('3');
    expect(patchAt('a.b.c', 'x')).toEqual({ a: { b: { c: 'x' } } });
  });

  it('moves between neighbouring columns with the arrow keys, never past the ends', () => {
    const values = ['offen', 'arbeit', 'fertig'];
    expect(adjacentColumn(values, 'offen', 1)).toBe('arbeit');
    expect(adjacentColumn(values, 'arbeit', -1)).toBe('offen');
    expect(adjacentColumn(values, 'fertig', 1)).toBeNull();
    expect(adjacentColumn(values, 'offen', -1)).toBeNull();
    expect(columnOfDropId(columnDropId('in arbeit'))).toBe('in arbeit');
    expect(columnOfDropId('a')).toBeNull();
  });
});

describe('arrow keys', () => {
  /** An element whose box is `box` (jsdom lays nothing out). */
  const boxed = (box: { left: number; top: number; width: number; height: number }) => {
    const element = document.createElement('div');
    element.getBoundingClientRect = () => ({ ...box, right: box.left + box.width, bottom: box.top + box.height, x: box.left, y: box.top, toJSON: () => box });
    return element;
  };
  const move = (measured: boolean) => {
    const column = { left: 300, top: 100, width: 200, height: 400 };
    const card = { left: 20, top: 120, width: 180, height: 60 };
    const context = {
      active: { id: 'a', data: { current: { title: 'Angebot', column: 'offen' } } },
      over: null,
      collisionRect: measured ? { ...card, right: 200, bottom: 180 } : null,
      activeNode: boxed(card),
      droppableRects: new Map(measured ? [[columnDropId('arbeit'), { ...column, right: 500, bottom: 500 }]] : []),
      droppableContainers: new Map([[columnDropId('arbeit'), { node: { current: boxed(column) } }]]),
    };
    const event = { code: 'ArrowRight', preventDefault: () => {} } as KeyboardEvent;
    // only the parts of dnd-kit's sensor context the getter reads
    return columnKeyboardCoordinates(['offen', 'arbeit', 'fertig'])(event, { active: 'a', context: context as any, currentCoordinates: { x: 20, y: 120 } });
  };

  it('puts a picked-up card into the middle of the next column, also before dnd-kit has measured the boxes', () => {
    expect(move(true)).toEqual({ x: 310, y: 120 });
    expect(move(false)).toEqual({ x: 310, y: 120 }); // read from the page: a key pressed at once is not lost
  });
});

describe('announcements', () => {
  const active = { id: 'a', data: { current: { title: 'Angebot', column: 'offen' } } };
  const over = (value: string) => ({ id: columnDropId(value) });
  it.each([
    ['de_de', 'Karte Angebot aufgenommen, in Spalte Offen.', 'Karte Angebot ist über Spalte In Arbeit.', 'Karte Angebot in Spalte In Arbeit abgelegt.', 'Verschieben abgebrochen. Karte Angebot bleibt in Spalte Offen.'],
    ['en_us', 'Picked up card Angebot, in column Offen.', 'Card Angebot is over column In Arbeit.', 'Dropped card Angebot in column In Arbeit.', 'Move cancelled. Card Angebot stays in column Offen.'],
    ['es_es', 'Tarjeta Angebot cogida, en la columna Offen.', 'La tarjeta Angebot está sobre la columna In Arbeit.', 'Tarjeta Angebot soltada en la columna In Arbeit.', 'Movimiento cancelado. La tarjeta Angebot se queda en la columna Offen.'],
    ['fr_fr', 'Carte Angebot saisie, dans la colonne Offen.', 'La carte Angebot est au-dessus de la colonne In Arbeit.', 'Carte Angebot déposée dans la colonne In Arbeit.', 'Déplacement annulé. La carte Angebot reste dans la colonne Offen.'],
  ])('say what happens in %s', (language, start, overText, end, cancel) => {
    const label = (value: string) => ({ offen: 'Offen', arbeit: 'In Arbeit' })[value] ?? value;
    const say = boardAnnouncements(i18next.getFixedT(language, 'board'), label);
    const event = { active, over: over('arbeit'), collisions: null, delta: { x: 0, y: 0 }, activatorEvent: null } as never;
    expect(say.onDragStart({ active } as never)).toBe(start);
    // Over the column it started in: nothing new to say; then each change of column once.
    expect(say.onDragOver({ ...(event as object), over: over('offen') } as never)).toBeUndefined();
    expect(say.onDragOver(event)).toBe(overText);
    expect(say.onDragOver(event)).toBeUndefined();
    expect(say.onDragEnd(event)).toBe(end);
    expect(say.onDragCancel({ ...(event as object), over: null } as never)).toBe(cancel);
  });
});

describe('DndBoard', () => {
  it('asks to be configured without columns, a status property or a data type', () => {
    const none = renderTree({ id: 'b', type: 'DndBoard', settings: { dataType: 'aufgaben' } }, { registry });
    expect(none.getByTestId('configure-notice').title).toBe('Bitte legen Sie Spalten an und wählen Sie die Status-Eigenschaft.');
    none.unmount();
    const noStatus = renderTree({ id: 'b', type: 'DndBoard', settings: { dataType: 'aufgaben', columns: COLUMNS, statusProperty: ' ' } }, { registry });
    expect(noStatus.getByTestId('configure-notice')).toBeTruthy();
    noStatus.unmount();
    const noSource = renderTree({ id: 'b', type: 'DndBoard', settings: { columns: COLUMNS } }, { registry });
    expect(noSource.getByTestId('configure-notice').textContent).toBe('Bitte konfigurieren Sie das Widget!');
  });
});
