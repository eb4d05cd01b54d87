import { describe, expect, it } from 'vitest';
import { testDocument } from '../actions/testDocument';
import { DocumentIndex } from '../document/documentIndex';
import { currentPosition, dropPositions } from './dropPositions';

// root ── a, box(── b, c), d   (see testDocument)
const index = new DocumentIndex(testDocument());
const slotsOf = (id: string) => (['root', 'box'].includes(id) ? ['children'] : []);
const everywhere = () => true;
const short = (positions: { parentId: string; index: number }[]) => positions.map((p) => `${p.parentId}:${p.index}`);

describe('keyboard drop positions', () => {
  it('lists every position in reading order, descending into containers between their neighbours', () => {
    expect(short(dropPositions(index, 'root', slotsOf, everywhere))).toEqual(['root:0', 'root:1', 'box:0', 'box:1', 'box:2', 'root:2', 'root:3']);
  });

  it('never enters the moved widget and skips the position right after it (the same place)', () => {
    expect(short(dropPositions(index, 'root', slotsOf, everywhere, ['box']))).toEqual(['root:0', 'root:1', 'root:3']);
    expect(short(dropPositions(index, 'root', slotsOf, everywhere, ['b']))).toEqual(['root:0', 'root:1', 'box:0', 'box:2', 'root:2', 'root:3']);
  });

  it('leaves out slots the category rules refuse', () => {
    const notInBox = (slot: { parentId: string }) => slot.parentId !== 'box';
    expect(short(dropPositions(index, 'root', slotsOf, notInBox))).toEqual(['root:0', 'root:1', 'root:2', 'root:3']);
  });

  it('starts a keyboard move where the widget is', () => {
    expect(currentPosition(index, 'c')).toEqual({ parentId: 'box', slot: 'children', index: 1 });
    expect(currentPosition(index, 'root')).toBeNull();
  });
});
