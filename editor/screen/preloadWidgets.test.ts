import { describe, expect, it, vi } from 'vitest';
import type { ApplicationDocument } from '../../model/document/types';
import { WidgetRegistry } from '../../runtime/registry/registry';
import { INPUT_QUIET_MS, watchInputQuiet } from '../../runtime/hooks/inputQuiet';
import { documentWidgetTypes, preloadEditorWidgets } from './preloadWidgets';

const document: ApplicationDocument = {
  id: 'app',
  name: 'App',
  schemaVersion: 1,
  content: [
    { path: '', title: 'Start', socketConnections: [], widget: { id: 'r', type: 'Container', version: 1, settings: {}, slots: { children: [{ id: 't', type: 'Text', version: 1, settings: {} }] } } },
    { path: 'zwei', title: 'Zwei', socketConnections: [], widget: { id: 'r2', type: 'Image', version: 1, settings: {} } },
  ],
};

describe('preloadEditorWidgets', () => {
  it('names every widget type of every page once', () => {
    expect([...documentWidgetTypes(document)].sort()).toEqual(['Container', 'Image', 'Text']);
  });

  /** A registry of these types whose code is missing until preloaded. */
  const registryOf = (types: string[], calls: string[][]) => {
    const loaded = new Set<string>();
    return {
      preload: vi.fn(async (asked: Iterable<string>) => {
        calls.push([...asked].sort());
        for (const type of asked) loaded.add(type);
      }),
      codeMissing: (asked: Iterable<string>) => [...asked].some((type) => !loaded.has(type)),
      types: () => types,
    } as unknown as WidgetRegistry;
  };

  it("fetches the document's widgets first (once the editor is shown) and every other widget only after them, one per idle moment", async () => {
    vi.useFakeTimers();
    try {
      const calls: string[][] = [];
      const registry = registryOf(['Button', 'Container', 'Heading', 'Html', 'Icon', 'Image', 'Link', 'Markdown', 'Table', 'Tabs', 'Text'], calls);
      preloadEditorWidgets(registry, document);
      expect(calls).toEqual([]); // not within the open
      await vi.advanceTimersByTimeAsync(0);
      expect(calls).toEqual([['Container', 'Image', 'Text']]);
      await vi.runAllTimersAsync();
      // the document's widgets are not asked for again; the others one at a time
      expect(calls).toEqual([['Container', 'Image', 'Text'], ['Button'], ['Heading'], ['Html'], ['Icon'], ['Link'], ['Markdown'], ['Table'], ['Tabs']]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('fetches nothing more once the editor has closed', async () => {
    vi.useFakeTimers();
    try {
      const calls: string[][] = [];
      const registry = registryOf(['Button', 'Container', 'Image', 'Text'], calls);
      const stop = preloadEditorWidgets(registry, document);
      await vi.advanceTimersByTimeAsync(0);
      stop();
      await vi.runAllTimersAsync();
      expect(calls).toEqual([['Container', 'Image', 'Text']]);
      // closed before the editor was shown: nothing at all
      const none: string[][] = [];
      preloadEditorWidgets(registryOf(['Button', 'Container', 'Image', 'Text'], none), document)();
      await vi.runAllTimersAsync();
      expect(none).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('fetches the other widgets only while the builder does not type or click', async () => {
    vi.useFakeTimers();
    try {
      const calls: string[][] = [];
      const registry = registryOf(['Button', 'Container', 'Heading', 'Image', 'Text'], calls);
      const window = new EventTarget();
      const stop = preloadEditorWidgets(registry, document, watchInputQuiet(INPUT_QUIET_MS, window, () => Date.now()));
      await vi.advanceTimersByTimeAsync(0);
      expect(calls).toEqual([['Container', 'Image', 'Text']]);
      // typing from before the others are due (two seconds later) until long after: none of them while it goes on
      for (let i = 0; i < 40; i++) {
        window.dispatchEvent(new Event('keydown'));
        await vi.advanceTimersByTimeAsync(100);
      }
      expect(calls).toEqual([['Container', 'Image', 'Text']]);
      // a second after the last key the next one comes; the builder clicks just then, and the one after waits again
      vi.mocked(registry.preload).mockImplementationOnce(async (asked) => {
        calls.push([...asked]);
        window.dispatchEvent(new Event('pointerdown'));
      });
      await vi.advanceTimersByTimeAsync(INPUT_QUIET_MS - 100 + 5);
      expect(calls).toEqual([['Container', 'Image', 'Text'], ['Button']]);
      await vi.advanceTimersByTimeAsync(INPUT_QUIET_MS - 10);
      expect(calls).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(20);
      expect(calls).toEqual([['Container', 'Image', 'Text'], ['Button'], ['Heading']]);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
