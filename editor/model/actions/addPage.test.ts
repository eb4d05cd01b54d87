import { describe, expect, it } from 'vitest';
import type { ContentEntry } from '../../../model/document/types';
import { run, testDocument } from './testDocument';

const page = (path: string, rootId: string): ContentEntry => ({
  path,
  title: 'Neu',
  authenticationRequired: false,
  widget: { id: rootId, type: 'Container', version: 1, settings: {}, slots: { children: [] } },
  socketConnections: [],
});

describe('addPage', () => {
  it('adds a content entry at the given position', () => {
    const { document, outcome } = run(testDocument(), { type: 'addPage', entry: page('shop', 'r3'), index: 1 });
    expect(outcome).toEqual({ ok: true, select: ['r3'] });
    expect(document.content.map((entry) => entry.path)).toEqual(['', 'shop', 'about']);
  });

  it('refuses a path that exists, an id that exists and an entry without a widget', () => {
    const doc = testDocument();
    expect(run(doc, { type: 'addPage', entry: page('about', 'r3') })).toMatchObject({ document: doc, outcome: { code: 'duplicate-path' } });
    expect(run(doc, { type: 'addPage', entry: page('shop', 'box') })).toMatchObject({ document: doc, outcome: { code: 'duplicate-id' } });
    expect(run(doc, { type: 'addPage', entry: { path: 'x' } as ContentEntry })).toMatchObject({ document: doc, outcome: { code: 'invalid' } });
  });
});
