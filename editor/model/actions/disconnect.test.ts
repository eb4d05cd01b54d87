import { describe, expect, it } from 'vitest';
import { run, testDocument } from './testDocument';

describe('disconnect', () => {
  it('removes the connection and keeps the others', () => {
    const doc = testDocument();
    const { document, outcome } = run(doc, { type: 'disconnect', id: 'k2' });
    expect(outcome.ok).toBe(true);
    expect(document.content[0].socketConnections!.map((c) => c.id)).toEqual(['k1', 'k3']);
    expect(document.content[0].widget).toBe(doc.content[0].widget);
  });

  it('refuses an unknown connection', () => {
    const doc = testDocument();
    expect(run(doc, { type: 'disconnect', id: 'nope' })).toMatchObject({ document: doc, outcome: { code: 'unknown-connection' } });
  });
});
