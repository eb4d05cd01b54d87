import { describe, expect, it } from 'vitest';
import { run, testDocument } from './testDocument';

describe('connect', () => {
  it('adds a connection between two widgets of a page', () => {
    const { document, outcome } = run(testDocument(), { type: 'connect', from: { widgetId: 'd', socket: 'value' }, to: { widgetId: 'a', socket: 'text' } });
    expect(outcome.ok).toBe(true);
    expect(document.content[0].socketConnections!.at(-1)).toEqual({ id: 'n1', from: { widgetId: 'd', socket: 'value' }, to: { widgetId: 'a', socket: 'text' } });
  });

  it('connects the page context to a widget on the widget page, with a given id', () => {
    const { document } = run(testDocument(), { type: 'connect', id: 'ctx', from: { widgetId: '$context', socket: 'lang' }, to: { widgetId: 'e', socket: 'text' } });
    expect(document.content[1].socketConnections).toEqual([{ id: 'ctx', from: { widgetId: '$context', socket: 'lang' }, to: { widgetId: 'e', socket: 'text' } }]);
  });

  it('passes the widget types to the socket rule and refuses what it refuses', () => {
    const seen: unknown[] = [];
    const canConnect = (from: { widgetType?: string }, to: { widgetType?: string }) => {
      seen.push([from.widgetType, to.widgetType]);
      return 'number does not fit string';
    };
    const doc = testDocument();
    const result = run(doc, { type: 'connect', from: { widgetId: 'd', socket: 'value' }, to: { widgetId: 'a', socket: 'text' } }, { canConnect });
    expect(seen).toEqual([['TextInput', 'Text']]);
    expect(result).toMatchObject({ document: doc, outcome: { ok: false, code: 'not-allowed', message: 'number does not fit string' } });
  });

  it('refuses unknown widgets, widgets of two pages, duplicates and context-to-context', () => {
    const doc = testDocument();
    const attempt = (from: string, to: string, socket = 'x') => run(doc, { type: 'connect', from: { widgetId: from, socket }, to: { widgetId: to, socket } });
    expect(attempt('ghost', 'a')).toMatchObject({ document: doc, outcome: { code: 'unknown-node' } });
    expect(attempt('a', 'e')).toMatchObject({ document: doc, outcome: { code: 'cross-page' } });
    expect(attempt('$context', '$context')).toMatchObject({ document: doc, outcome: { code: 'invalid' } });
    const again = run(doc, { type: 'connect', from: { widgetId: 'c', socket: 'clicked' }, to: { widgetId: 'b', socket: 'text' } });
    expect(again).toMatchObject({ document: doc, outcome: { code: 'duplicate-connection' } });
  });
});
