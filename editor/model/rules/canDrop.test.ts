import { describe, expect, it } from 'vitest';
import { testDocument } from '../actions/testDocument';
import { DocumentIndex } from '../document/documentIndex';
import { canDrop, canDropNew } from './canDrop';

const index = () => new DocumentIndex(testDocument());
const anything = () => true as const;
// Containers take no inputs in their "children" slot; everything else is allowed.
const rules = (child: string, parent: string, slot: string) =>
  child === 'TextInput' && parent === 'Container' && slot === 'children' ? 'no inputs in containers' : true;

describe('can drop', () => {
  it('allows a widget into another container', () => {
    expect(canDrop(index(), ['a'], { parentId: 'box', slot: 'children' }, anything)).toBe(true);
  });

  it('never into the widget itself or one of its descendants', () => {
    expect(canDrop(index(), ['box'], { parentId: 'box', slot: 'children' }, anything)).toMatchObject({ code: 'into-itself' });
    expect(canDrop(index(), ['a', 'box'], { parentId: 'c', slot: 'children' }, anything)).toMatchObject({ code: 'into-itself' });
    expect(canDrop(index(), ['root'], { parentId: 'box', slot: 'children' }, anything)).toMatchObject({ code: 'root-node' });
  });

  it('follows the category rules, for dragged and for new widgets', () => {
    expect(canDrop(index(), ['d'], { parentId: 'box', slot: 'children' }, rules)).toMatchObject({ code: 'not-allowed' });
    expect(canDrop(index(), ['d'], { parentId: 'root', slot: 'children' }, rules)).toBe(true);
    expect(canDropNew(index(), 'TextInput', { parentId: 'box', slot: 'children' }, rules)).toMatchObject({ code: 'not-allowed' });
    expect(canDropNew(index(), 'Text', { parentId: 'box', slot: 'children' }, rules)).toBe(true);
  });

  it('refuses unknown targets and unknown dragged widgets', () => {
    expect(canDrop(index(), ['a'], { parentId: 'ghost', slot: 'children' }, anything)).toMatchObject({ code: 'unknown-node' });
    expect(canDrop(index(), ['ghost'], { parentId: 'box', slot: 'children' }, anything)).toMatchObject({ code: 'unknown-node' });
    expect(canDropNew(index(), 'Text', { parentId: 'ghost', slot: 'children' }, anything)).toMatchObject({ code: 'unknown-node' });
  });
});
