import { describe, expect, it } from 'vitest';
import type { WidgetNode } from '../document/types';
import { compoundReferences, findCompoundCycle, firstCompoundCycle, wouldCreateCycle } from './cycles';

const instance = (id: string, compoundId: string): WidgetNode => ({ id, type: 'CompoundWidget', settings: { compoundId } });
const box = (...children: WidgetNode[]): WidgetNode => ({ id: `box${children.length}`, type: 'Container', slots: { children } });

describe('cycle detection over compound references', () => {
  const trees: Record<string, WidgetNode> = {
    A: box(instance('x', 'B')),
    B: box(instance('y', 'C'), { id: 't', type: 'Text' }),
    C: box({ id: 'u', type: 'Text' }),
  };
  const treeOf = (id: string) => trees[id];

  it('lists the compounds a tree refers to', () => {
    expect(compoundReferences(box(instance('a', 'B'), instance('b', 'C'), instance('c', 'B')))).toEqual(['B', 'C']);
  });

  it('finds a compound containing itself directly', () => {
    expect(findCompoundCycle('A', box(instance('i', 'A')), treeOf)).toEqual(['A', 'A']);
  });

  it('finds a cycle through other compounds and names the chain', () => {
    expect(findCompoundCycle('C', box(instance('i', 'A')), treeOf)).toEqual(['C', 'A', 'B', 'C']);
  });

  it('accepts trees without a cycle, also with shared references and unknown compounds', () => {
    expect(findCompoundCycle('A', trees.A, treeOf)).toBeNull();
    expect(findCompoundCycle('D', box(instance('i', 'A'), instance('j', 'B'), instance('k', 'gone')), treeOf)).toBeNull();
  });

  it('refuses placing an instance where it would reach its host', () => {
    expect(wouldCreateCycle('C', 'A', treeOf)).toBe(true);
    expect(wouldCreateCycle('A', 'A', treeOf)).toBe(true);
    expect(wouldCreateCycle('A', 'C', treeOf)).toBe(false);
  });
});

describe('firstCompoundCycle', () => {
  it('names the first chain among several compounds, or null when none contains itself', () => {
    const trees: Record<string, WidgetNode> = { A: box(instance('x', 'B')), B: box(instance('y', 'A')), C: box() };
    const treeOf = (id: string) => trees[id];
    expect(firstCompoundCycle(['C', 'A', 'B'], treeOf)).toEqual(['A', 'B', 'A']);
    expect(firstCompoundCycle(['C', 'unknown'], treeOf)).toBeNull();
  });
});
