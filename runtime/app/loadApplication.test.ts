import { describe, expect, it } from 'vitest';
import { APPLICATION_STORAGE_KEY, NO_CONTENT_ERROR, loadPublishedApplication, prepareApplication, readStoredApplication } from './loadApplication';
import { hasStoredApplication } from './storedApplication';

const document = {
  name: 'Shop',
  schemaVersion: 1,
  content: [{ path: '', widget: { id: 'w1', type: 'Container', slots: { children: [{ id: 'w2', type: 'Behaelter' }] } } }],
};
const storage = (value: string | null) => ({ getItem: (key: string) => (key === APPLICATION_STORAGE_KEY ? value : null) });

describe('loading an application', () => {
  it('runs the load pipeline (migrations, defaults) and keeps the tenant and the reseller', () => {
    const loaded = prepareApplication({ ...document, tenantId: 't1', resellerId: 'partner-1' }, 'server');
    expect(loaded.tenantId).toBe('t1');
    expect(loaded.resellerId).toBe('partner-1');
    expect(readStoredApplication(storage(JSON.stringify({ ...document, resellerId: 'agency-2' })))?.resellerId).toBe('agency-2');
    const root = loaded.document.content[0].widget;
    expect(root.slots!.children[0].type).toBe('Container'); // German legacy name migrated
    expect(root.settings).toMatchObject({ padding: '10px', gap: '10px' }); // schema defaults
  });

  it("throws 'no content set on application' for an application without entries", () => {
    expect(() => prepareApplication({ ...document, content: [] }, 'server')).toThrow(NO_CONTENT_ERROR);
  });

  it('refuses a document from a newer format with the path of the problem', () => {
    expect(() => prepareApplication({ ...document, schemaVersion: 99 }, 'server')).toThrow(/Application document refused/);
  });

  it('starts from the definition stored in the browser when there is one', () => {
    expect(readStoredApplication(storage(null))).toBeNull();
    expect(readStoredApplication(storage(JSON.stringify(document)))?.source).toBe('storage');
    expect(() => readStoredApplication(storage('{not json'))).toThrow();
  });

  it('tells whether the browser holds a definition without loading it, and a blocked storage holds none', () => {
    expect(hasStoredApplication(storage(null))).toBe(false);
    expect(hasStoredApplication(storage('{not json'))).toBe(true);
    expect(hasStoredApplication({ getItem: () => { throw new Error('blocked'); } })).toBe(false);
  });

  it("runs the domain's answer the caller already asked for through the pipeline instead of asking again", async () => {
    // No API is configured in this test: asking the server here would fail.
    const loaded = await loadPublishedApplication('shop.example', Promise.resolve({ ...document, tenantId: 't1' }));
    expect(loaded?.source).toBe('server');
    expect(loaded?.tenantId).toBe('t1');
    expect(loaded?.document.content[0].widget.slots!.children[0].type).toBe('Container');
  });
});
