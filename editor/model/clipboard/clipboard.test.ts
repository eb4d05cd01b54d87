import { describe, expect, it } from 'vitest';
import { testDocument } from '../actions/testDocument';
import { DocumentIndex } from '../document/documentIndex';
import { sequentialIds } from '../document/ids';
import { copyNodes } from './copy';
import { instantiate } from './instantiate';
import { parseClipboard, serializeClipboard } from './payload';

describe('clipboard format', () => {
  it('copies the topmost selected subtrees in document order with the connections that touch them', () => {
    const doc = testDocument();
    const payload = copyNodes(doc, new DocumentIndex(doc), ['d', 'b', 'box'])!;
    expect(payload.nodes.map((node) => node.id)).toEqual(['box', 'd']);
    expect(payload.connections.map((c) => c.id)).toEqual(['k1', 'k3']);
    expect(payload.sourceAppId).toBe('app1');
    expect(Object.isFrozen(payload.nodes[0])).toBe(false);
  });

  it('round-trips through JSON text and ignores text that is not a payload', () => {
    const doc = testDocument();
    const payload = copyNodes(doc, new DocumentIndex(doc), ['a'])!;
    expect(parseClipboard(serializeClipboard(payload))).toEqual(payload);
    expect(parseClipboard('hello')).toBeNull();
    expect(parseClipboard('{"format":"baukasten/widgets","version":1,"nodes":[{"id":1}]}')).toBeNull();
    expect(parseClipboard('')).toBeNull();
  });

  it('gives every copied node a fresh id and rewrites internal connections', () => {
    const doc = testDocument();
    const payload = copyNodes(doc, new DocumentIndex(doc), ['box'])!;
    const result = instantiate(payload, { newId: sequentialIds('x'), keepExternal: () => false });
    expect(result.nodes[0].id).toBe('x1');
    expect(result.nodes[0].slots!.children.map((node) => node.id)).toEqual(['x2', 'x3']);
    expect(result.connections).toEqual([{ id: 'x4', from: { widgetId: 'x3', socket: 'clicked' }, to: { widgetId: 'x2', socket: 'text' } }]);
    // the payload itself is untouched and may be pasted again
    expect(payload.nodes[0].id).toBe('box');
  });
});
