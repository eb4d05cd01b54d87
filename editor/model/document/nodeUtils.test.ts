import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import type { WidgetNode } from '../../../model/document/types';
import { subtreeSize } from './nodeUtils';

const text = (id: string): WidgetNode => ({ id, type: 'Text', settings: { text: id } });
const box = (id: string, children: WidgetNode[]): WidgetNode => ({ id, type: 'Container', settings: {}, slots: { children } });

describe('subtreeSize', () => {
  it('counts every widget of the subtree, the root included, across all slots', () => {
    const tree: WidgetNode = { id: 'root', type: 'Columns', settings: {}, slots: { left: [text('a'), box('b', [text('c'), text('d')])], right: [text('e')], empty: [] } };
    expect(subtreeSize(tree)).toBe(6);
    expect(subtreeSize(text('x'))).toBe(1);
  });

  it('counts a changed document again while its unchanged subtrees keep their count', () => {
    const tree = box('root', [box('s1', [text('a'), text('b')]), box('s2', [text('c')])]);
    expect(subtreeSize(tree)).toBe(6);
    const grown = produce(tree, (draft) => {
      draft.slots!.children[1].slots!.children.push(text('d'), text('e'));
    });
    expect(grown.slots!.children[0]).toBe(tree.slots!.children[0]);
    expect(subtreeSize(grown)).toBe(8);
    expect(subtreeSize(grown.slots!.children[1])).toBe(4);
    expect(subtreeSize(tree)).toBe(6);
  });
});
