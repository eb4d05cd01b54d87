import { describe, expect, it } from 'vitest';
import { testDocument } from '../actions/testDocument';
import { DocumentIndex } from '../document/documentIndex';
import { keyboardMoveTarget } from './keyboardMove';

const index = () => new DocumentIndex(testDocument());

describe('keyboard move targets', () => {
  it('up and down step over one sibling (index counted before the move)', () => {
    expect(keyboardMoveTarget(index(), 'box', 'up')).toEqual({ parentId: 'root', slot: 'children', index: 0 });
    expect(keyboardMoveTarget(index(), 'box', 'down')).toEqual({ parentId: 'root', slot: 'children', index: 3 });
  });

  it('into goes to the end of the previous sibling\'s first slot', () => {
    expect(keyboardMoveTarget(index(), 'd', 'into')).toEqual({ parentId: 'box', slot: 'children', index: 2 });
  });

  it('into uses the slots the registry declares when the sibling has none yet', () => {
    const slotsOf = (type: string) => (type === 'Text' ? ['inline'] : undefined);
    expect(keyboardMoveTarget(index(), 'box', 'into', slotsOf)).toEqual({ parentId: 'a', slot: 'inline', index: 0 });
    expect(keyboardMoveTarget(index(), 'box', 'into')).toMatchObject({ ok: false, code: 'no-move' });
  });

  it('out goes right after the parent, in the grandparent\'s slot', () => {
    expect(keyboardMoveTarget(index(), 'b', 'out')).toEqual({ parentId: 'root', slot: 'children', index: 2 });
  });

  it('refuses moves past the edges and for the page root', () => {
    expect(keyboardMoveTarget(index(), 'a', 'up')).toMatchObject({ code: 'no-move' });
    expect(keyboardMoveTarget(index(), 'd', 'down')).toMatchObject({ code: 'no-move' });
    expect(keyboardMoveTarget(index(), 'a', 'into')).toMatchObject({ code: 'no-move' });
    expect(keyboardMoveTarget(index(), 'a', 'out')).toMatchObject({ code: 'no-move' });
    expect(keyboardMoveTarget(index(), 'root', 'up')).toMatchObject({ code: 'root-node' });
    expect(keyboardMoveTarget(index(), 'ghost', 'up')).toMatchObject({ code: 'unknown-node' });
  });
});
