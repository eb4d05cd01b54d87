import { describe, expect, it } from 'vitest';
import type { ApplicationDocument } from '../../model/document/types';
import { WidgetRegistry } from '../../runtime/registry/registry';
import { testApplication, testPage } from '../model/document/testApplication';
import { preloadPageWidgets } from './pageWidgets';

// Two pages: the start page (a FlexboxContainer holding a Container with a Text) and `zwei` (an Image).
const application = testApplication([
  testPage([{ id: 'c', type: 'Container', settings: {}, slots: { children: [{ id: 't', type: 'Text', settings: {} }] } }]),
  testPage([{ id: 'i', type: 'Image', settings: {} }], { path: 'zwei', title: 'Zwei' }),
]);

/** A registry that notes the types whose code it was asked for. */
function askedFor(run: (registry: WidgetRegistry) => Promise<void>): Promise<string[]> {
  const asked: string[] = [];
  const registry = { preload: async (types: Iterable<string>) => void asked.push(...types) } as unknown as WidgetRegistry;
  return run(registry).then(() => asked.sort());
}

describe('preloadPageWidgets', () => {
  it('fetches the code of the widgets on the page the editor opens on, no other page', async () => {
    expect(await askedFor((registry) => preloadPageWidgets(application, 'zwei', registry))).toEqual(['FlexboxContainer', 'Image']);
    expect(await askedFor((registry) => preloadPageWidgets(application, '', registry))).toEqual(['Container', 'FlexboxContainer', 'Text']);
  });

  it('takes the first page for no page or an unknown one, as the editor opens then', async () => {
    expect(await askedFor((registry) => preloadPageWidgets(application, undefined, registry))).toEqual(['Container', 'FlexboxContainer', 'Text']);
    expect(await askedFor((registry) => preloadPageWidgets(application, 'gibt-es-nicht', registry))).toEqual(['Container', 'FlexboxContainer', 'Text']);
  });

  it('asks for nothing when the application has no page or is not one', async () => {
    expect(await askedFor((registry) => preloadPageWidgets({ ...application, content: [] }, undefined, registry))).toEqual([]);
    expect(await askedFor((registry) => preloadPageWidgets({} as ApplicationDocument, undefined, registry))).toEqual([]);
  });
});
