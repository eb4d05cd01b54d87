import { describe, expect, it } from 'vitest';
import { run, testDocument } from './testDocument';

describe('updatePage', () => {
  it('changes path, title and the authentication flag', () => {
    const doc = testDocument();
    const { document } = run(doc, { type: 'updatePage', path: 'about', patch: { path: 'ueber-uns', title: 'Über uns', authenticationRequired: true } });
    expect(document.content[1]).toMatchObject({ path: 'ueber-uns', title: 'Über uns', authenticationRequired: true });
    expect(document.content[1].widget).toBe(doc.content[1].widget);
  });

  it('refuses a path used by another page and an unknown page', () => {
    const doc = testDocument();
    expect(run(doc, { type: 'updatePage', path: 'about', patch: { path: '' } })).toMatchObject({ document: doc, outcome: { code: 'duplicate-path' } });
    expect(run(doc, { type: 'updatePage', path: 'nope', patch: { title: 'x' } })).toMatchObject({ document: doc, outcome: { code: 'unknown-page' } });
  });

  it('sets and clears the permissions a page needs, and refuses anything but a list of names', () => {
    const doc = testDocument();
    const { document } = run(doc, { type: 'updatePage', path: 'about', patch: { permissions: ['TASKS_READ', 'ORDERS_READ'] } });
    expect(document.content[1].permissions).toEqual(['TASKS_READ', 'ORDERS_READ']);
    expect('permissions' in run(document, { type: 'updatePage', path: 'about', patch: { permissions: undefined } }).document.content[1]).toBe(false);
    expect(run(doc, { type: 'updatePage', path: 'about', patch: { permissions: 'TASKS_READ' as never } }).outcome).toMatchObject({ code: 'invalid' });
    expect(run(doc, { type: 'updatePage', path: 'about', patch: { permissions: [''] } }).outcome).toMatchObject({ code: 'invalid' });
  });
});
