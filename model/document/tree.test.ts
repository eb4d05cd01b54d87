import { describe, expect, it } from 'vitest';
import {
  buildParentIndex,
  collectDocumentIds,
  collectIds,
  duplicateIdsOf,
  findNode,
  findNodeInDocument,
  mapDocumentNodes,
  mapNodes,
  pathToNode,
  walkDocument,
  walkNodes,
} from './tree';
import type { ApplicationDocument, CompoundWidgetDocument, WidgetNode } from './types';

// root ── children: [a ── children: [a1, a2]], [b]   footer: [f]
const tree: WidgetNode = {
  id: 'root',
  type: 'Container',
  slots: {
    children: [
      { id: 'a', type: 'Container', slots: { children: [{ id: 'a1', type: 'Text' }, { id: 'a2', type: 'Text' }] } },
      { id: 'b', type: 'Button' },
    ],
    footer: [{ id: 'f', type: 'Text' }],
  },
};

describe('walkNodes', () => {
  it('visits in pre-order with parent, slot, index and depth', () => {
    const visits: string[] = [];
    walkNodes(tree, (node, parent, slot, index, depth) => {
      visits.push(`${node.id}<${parent?.id ?? '-'}.${slot ?? '-'}[${index}]@${depth}`);
    });
    expect(visits).toEqual([
      'root<-.-[0]@0',
      'a<root.children[0]@1',
      'a1<a.children[0]@2',
      'a2<a.children[1]@2',
      'b<root.children[1]@1',
      'f<root.footer[0]@1',
    ]);
  });

  it('skips children on "skip" and ends on "stop"', () => {
    const skipped: string[] = [];
    walkNodes(tree, (node) => {
      skipped.push(node.id);
      return node.id === 'a' ? 'skip' : undefined;
    });
    expect(skipped).toEqual(['root', 'a', 'b', 'f']);
    const stopped: string[] = [];
    expect(walkNodes(tree, (node) => (stopped.push(node.id), node.id === 'a1' ? 'stop' : undefined))).toBe(false);
    expect(stopped).toEqual(['root', 'a', 'a1']);
  });

  it('walks a tree 20,000 levels deep without exhausting the stack', () => {
    let deep: WidgetNode = { id: 'leaf', type: 'Text' };
    for (let i = 0; i < 20_000; i++) deep = { id: `n${i}`, type: 'Container', slots: { children: [deep] } };
    expect(collectIds(deep)).toHaveLength(20_001);
    expect(findNode(deep, 'leaf')).toEqual({ id: 'leaf', type: 'Text' });
    const mapped = mapNodes(deep, (node) => (node.id === 'leaf' ? { ...node, type: 'Heading' } : node));
    expect(findNode(mapped, 'leaf')?.type).toBe('Heading');
    expect(pathToNode(mapped, 'leaf')).toHaveLength(20_001);
  });
});

describe('lookups', () => {
  it('finds nodes by id', () => {
    expect(findNode(tree, 'a2')?.type).toBe('Text');
    expect(findNode(tree, 'nope')).toBeUndefined();
  });

  it('builds the parent index', () => {
    const index = buildParentIndex(tree);
    expect(index.get('root')).toEqual({ parentId: null, slot: null, index: 0 });
    expect(index.get('a2')).toEqual({ parentId: 'a', slot: 'children', index: 1 });
    expect(index.get('f')).toEqual({ parentId: 'root', slot: 'footer', index: 0 });
    expect(index.size).toBe(6);
  });

  it('gives the path of ids from the root', () => {
    expect(pathToNode(tree, 'a2')).toEqual(['root', 'a', 'a2']);
    expect(pathToNode(tree, 'root')).toEqual(['root']);
    expect(pathToNode(tree, 'nope')).toEqual([]);
  });

  it('collects ids in order', () => {
    expect(collectIds(tree)).toEqual(['root', 'a', 'a1', 'a2', 'b', 'f']);
  });
});

describe('mapNodes', () => {
  it('changes only what the mapper changes and shares the rest', () => {
    const result = mapNodes(tree, (node) => (node.id === 'a2' ? { ...node, settings: { text: 'neu' } } : node));
    expect(findNode(result, 'a2')?.settings).toEqual({ text: 'neu' });
    expect(result).not.toBe(tree);
    expect(result.slots!.footer).toBe(tree.slots!.footer);
    expect(result.slots!.children[1]).toBe(tree.slots!.children[1]);
    expect(findNode(tree, 'a2')?.settings).toBeUndefined(); // the original is untouched
  });

  it('passes each node its dotted path', () => {
    const paths: string[] = [];
    mapNodes(tree, (node, _parent, _slot, _index, _depth, path) => (paths.push(`${node.id}=${path}`), node));
    expect(paths).toEqual(['root=', 'a=slots.children.0', 'a1=slots.children.0.slots.children.0', 'a2=slots.children.0.slots.children.1', 'b=slots.children.1', 'f=slots.footer.0']);
  });

  it('returns the same tree when nothing changes', () => {
    expect(mapNodes(tree, (node) => node)).toBe(tree);
  });

  it('maps the children of the replacement node', () => {
    const result = mapNodes(tree, (node) =>
      node.id === 'b' ? { ...node, slots: { children: [{ id: 'b1', type: 'Text' }] } } : node.type === 'Text' ? { ...node, type: 'Heading' } : node,
    );
    expect(findNode(result, 'b1')?.type).toBe('Heading');
  });
});

describe('documents', () => {
  const app: ApplicationDocument = {
    name: 'App',
    schemaVersion: 1,
    content: [
      { path: '', widget: tree },
      { path: 'zwei', widget: { id: 'p2', type: 'Container', slots: { children: [{ id: 'a1', type: 'Text' }] } } },
    ],
  };
  const compound: CompoundWidgetDocument = { name: 'Kachel', widget: { id: 'c', type: 'Text' } };

  it('walks, finds and collects across all content entries', () => {
    const entries: (number | null)[] = [];
    walkDocument(app, (_node, _p, _s, _i, _d, entryIndex) => {
      entries.push(entryIndex);
    });
    expect(entries).toEqual([0, 0, 0, 0, 0, 0, 1, 1]);
    expect(findNodeInDocument(app, 'p2')).toEqual({ node: app.content[1].widget, entryIndex: 1 });
    expect(findNodeInDocument(compound, 'c')?.entryIndex).toBeNull();
    expect(collectDocumentIds(compound)).toEqual(['c']);
  });

  it('reports ids used twice anywhere in the document', () => {
    expect(duplicateIdsOf(app)).toEqual(['a1']);
    expect(duplicateIdsOf({ ...app, content: [app.content[0]] })).toEqual([]);
  });

  it('maps every tree and keeps unchanged entries', () => {
    const result = mapDocumentNodes(app, (node) => (node.id === 'p2' ? { ...node, settings: { gap: '1px' } } : node));
    expect(result.content[0]).toBe(app.content[0]);
    expect(result.content[1].widget.settings).toEqual({ gap: '1px' });
    expect(mapDocumentNodes(compound, (node) => node)).toBe(compound);
  });
});
