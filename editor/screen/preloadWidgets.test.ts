import { describe, expect, it, vi } from 'vitest';
import type { ApplicationDocument } from '../../model/document/types';
import { WidgetRegistry } from '../../runtime/registry/registry';
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

  it("fetches the document's widgets first and every other widget only after them, once the browser is idle", async () => {
    vi.useFakeTimers();
    try {
      const calls: string[][] = [];
      const registry = { preload: vi.fn(async (types: Iterable<string>) => void calls.push([...types].sort())), types: () => ['Button', 'Container', 'Image', 'Text'] } as unknown as WidgetRegistry;
      preloadEditorWidgets(registry, document);
      expect(calls).toEqual([['Container', 'Image', 'Text']]);
      await vi.runAllTimersAsync();
      expect(calls).toEqual([['Container', 'Image', 'Text'], ['Button', 'Container', 'Image', 'Text']]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('fetches nothing more once the editor has closed', async () => {
    vi.useFakeTimers();
    try {
      const calls: string[][] = [];
      const registry = { preload: vi.fn(async (types: Iterable<string>) => void calls.push([...types].sort())), types: () => ['Button', 'Container', 'Image', 'Text'] } as unknown as WidgetRegistry;
      const stop = preloadEditorWidgets(registry, document);
      await Promise.resolve();
      stop();
      await vi.runAllTimersAsync();
      expect(calls).toEqual([['Container', 'Image', 'Text']]);
    } finally {
      vi.useRealTimers();
    }
  });
});
