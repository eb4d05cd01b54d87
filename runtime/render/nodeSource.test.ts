import { describe, expect, it, vi } from 'vitest';
import type { WidgetNode } from '../../model/document/types';
import { createTreeNodeSource } from './nodeSource';

const leaf = (id: string, text = id): WidgetNode => ({ id, type: 'Text', settings: { text } });
const box = (id: string, children: WidgetNode[]): WidgetNode => ({ id, type: 'Container', slots: { children } });

describe('tree node source', () => {
  it('serves flat nodes whose slots list child ids', () => {
    const source = createTreeNodeSource(box('root', [leaf('a'), box('b', [leaf('c')])]));
    expect(source.rootId).toBe('root');
    expect(source.getNode('root')!.slots).toEqual({ children: ['a', 'b'] });
    expect(source.getNode('c')!.settings).toEqual({ text: 'c' });
  });

  it('tells only the changed node when a leaf changes', () => {
    const a = leaf('a');
    const b = box('b', [leaf('c')]);
    const root = box('root', [a, b]);
    const source = createTreeNodeSource(root);
    const heard: string[] = [];
    for (const id of ['root', 'a', 'b', 'c']) source.subscribe(id, () => heard.push(id));
    source.update({ ...root, slots: { children: [{ ...a, settings: { text: 'new' } }, b] } });
    expect(heard).toEqual(['a']);
  });

  it('handles moves, removals with descendants, and additions', () => {
    const c = leaf('c');
    const b = box('b', [c, leaf('d')]);
    const root = box('root', [leaf('a'), b]);
    const source = createTreeNodeSource(root);
    const listener = vi.fn();
    source.subscribe('c', listener);
    // move c to the root, drop b (and d with it), add e
    source.update({ ...root, slots: { children: [root.slots!.children[0], c, leaf('e')] } });
    expect(source.getNode('root')!.slots.children).toEqual(['a', 'c', 'e']);
    expect(source.getNode('c')).toBeDefined();
    expect(source.getNode('b')).toBeUndefined();
    expect(source.getNode('d')).toBeUndefined();
    expect(source.getNode('e')).toBeDefined();
    expect(listener).not.toHaveBeenCalled(); // c itself did not change
  });

  it('replaces the whole tree when the root changes', () => {
    const source = createTreeNodeSource(box('root', [leaf('a')]));
    source.update(box('other', [leaf('z')]));
    expect(source.rootId).toBe('other');
    expect(source.getNode('a')).toBeUndefined();
    expect(source.getNode('root')).toBeUndefined();
    expect(source.getNode('z')).toBeDefined();
  });
});
