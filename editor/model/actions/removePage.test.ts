import { describe, expect, it } from 'vitest';
import { run, testDocument } from './testDocument';

describe('removePage', () => {
  it('removes a content entry', () => {
    const { document } = run(testDocument(), { type: 'removePage', path: 'about' });
    expect(document.content.map((entry) => entry.path)).toEqual(['']);
  });

  it('refuses an unknown page and the last page', () => {
    const doc = testDocument();
    expect(run(doc, { type: 'removePage', path: 'nope' })).toMatchObject({ document: doc, outcome: { code: 'unknown-page' } });
    const single = run(doc, { type: 'removePage', path: 'about' }).document;
    expect(run(single, { type: 'removePage', path: '' })).toMatchObject({ document: single, outcome: { code: 'last-page' } });
  });
});
