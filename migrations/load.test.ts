import { describe, expect, it } from 'vitest';
import { documentMigrations } from './index';
import { loadApplicationDocument, loadCompoundWidgetDocument, loadWidgetTree } from './load';
import { DOCUMENT_LIMITS } from '../model/document/limits';
import { findNode } from '../model/document/tree';
import { CURRENT_SCHEMA_VERSION, type WidgetNode } from '../model/document/types';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

const app = (widget: unknown, extra: Record<string, unknown> = {}) => ({
  name: 'Demo',
  schemaVersion: 1,
  content: [{ path: '', title: 'Start', widget }],
  ...extra,
});

describe('refusing what cannot be loaded', () => {
  it('reports malformed JSON', () => {
    const result = loadApplicationDocument('{"name": "Demo", ');
    expect(result).toMatchObject({ ok: false, code: 'malformed-json', path: '' });
    expect(!result.ok && result.message).toMatch(/^Malformed JSON: /);
  });

  it('refuses input that is not an object, without throwing', () => {
    for (const input of [null, undefined, 42, '[]', '"text"', [], true]) {
      expect(loadApplicationDocument(input)).toMatchObject({ ok: false, code: 'invalid-structure', path: '' });
    }
  });

  it('refuses a document from a newer schemaVersion with a clear message', () => {
    const result = loadApplicationDocument(app({ id: 'w1', type: 'Text' }, { schemaVersion: CURRENT_SCHEMA_VERSION + 1 }));
    expect(result).toMatchObject({ ok: false, code: 'newer-version', path: 'schemaVersion' });
    expect(!result.ok && result.message).toBe(
      `Document has a newer version (schemaVersion ${CURRENT_SCHEMA_VERSION + 1}) than this build supports ` +
        `(${CURRENT_SCHEMA_VERSION}); it is refused rather than loaded partly.`,
    );
    expect(loadCompoundWidgetDocument({ name: 'K', schemaVersion: 99, widget: { id: 'a', type: 'Text' } })).toMatchObject({
      ok: false,
      code: 'newer-version',
    });
  });

  it.each([
    ['name', { schemaVersion: 1, content: [] }, 'name', /An application needs "name"/],
    ['content', { name: 'x', schemaVersion: 1 }, 'content', /needs "content"/],
    ['an entry path', { name: 'x', content: [{ widget: { id: 'a', type: 'Text' } }] }, 'content.0.path', /needs "path"/],
    ['an entry widget', { name: 'x', content: [{ path: '' }] }, 'content.0.widget', /needs "widget"/],
    ['a node id', app({ type: 'Text' }), 'content.0.widget.id', /needs "id"/],
    [
      'a type deep in the tree',
      app({ id: 'r', type: 'Container', slots: { children: [{ id: 'a', type: 'Text' }, { id: 'b', type: 'Text' }, { id: 'c', type: '' }] } }),
      'content.0.widget.slots.children.2.type',
      /needs "type" \(a non-empty string\), found string ""/,
    ],
  ])('names a missing %s and where', (_what, document, path, message) => {
    const result = loadApplicationDocument(document);
    expect(result).toMatchObject({ ok: false, code: 'invalid-structure', path });
    expect(!result.ok && result.message).toMatch(message);
  });

  it.each([
    ['settings that are a list', app({ id: 'a', type: 'Text', settings: [] }), 'content.0.widget.settings'],
    ['a slot that is not a list', app({ id: 'a', type: 'Container', slots: { children: {} } }), 'content.0.widget.slots.children'],
    ['a child that is not a node', app({ id: 'a', type: 'Container', slots: { children: ['x'] } }), 'content.0.widget.slots.children.0'],
    ['a version of 0', app({ id: 'a', type: 'Text', version: 0 }), 'content.0.widget.version'],
    ['a socket end without a socket name', app({ id: 'a', type: 'Text' }, {}), 'content.0.socketConnections.0.to.socket'],
  ])('refuses %s', (what, document, path) => {
    if (what.startsWith('a socket end')) {
      (document.content[0] as Record<string, unknown>).socketConnections = [{ id: 'c1', from: { widgetId: 'a', socket: 'value' }, to: { widgetId: 'a', socket: 7 } }];
    }
    expect(loadApplicationDocument(document)).toMatchObject({ ok: false, code: 'invalid-structure', path });
  });

  it('refuses ids used twice, also across content entries', () => {
    const document = app({ id: 'w1', type: 'Text' });
    document.content.push({ path: 'b', title: 'B', widget: { id: 'w2', type: 'Container', slots: { children: [{ id: 'w1', type: 'Text' }] } } });
    const result = loadApplicationDocument(document);
    expect(result).toEqual({
      ok: false,
      code: 'duplicate-id', path: 'content.1.widget.slots.children.0.id', message: 'Widget id "w1" is used twice (first at content.0.widget).',
    });
  });
});

/** A leaf below `levels` containers (the root is level 0). */
function chain(levels: number): WidgetNode {
  let node: WidgetNode = { id: 'leaf', type: 'Text' };
  for (let i = 0; i < levels; i++) node = { id: `n${i}`, type: 'Behaelter', slots: { children: [node] } };
  return node;
}

describe('limits', () => {
  it('refuses a tree 20,000 levels deep at once, naming where the limit is passed', () => {
    // Written as text: JSON.stringify itself cannot nest that deep. About 1 MB, as a hostile request sends it.
    const levels = 20_000;
    const tree = Array.from({ length: levels }, (_, i) => `{"id":"n${i}","type":"Behaelter","slots":{"children":[`).join('')
      + '{"id":"leaf","type":"Text"}' + ']}}'.repeat(levels);
    const started = performance.now();
    const result = loadApplicationDocument(`{"name":"Deep","schemaVersion":1,"content":[{"path":"","title":"S","widget":${tree}}]}`);
    expect(performance.now() - started).toBeLessThan(500);
    expect(result).toMatchObject({ ok: false, code: 'too-deep' });
    const path = !result.ok ? result.path : '';
    expect(path.startsWith('content.0.widget.slots.children.0.')).toBe(true);
    expect(path.split('.slots.children.0').length - 1).toBe(DOCUMENT_LIMITS.maxDepth + 1);
    expect(loadApplicationDocument(app(chain(DOCUMENT_LIMITS.maxDepth + 1)))).toMatchObject({ ok: false, code: 'too-deep' });
  });

  it('refuses more widgets than the limit, across all pages', () => {
    const page = (p: number, count: number) => ({ path: `p${p}`, title: 'P', widget: {
      id: `root${p}`, type: 'Behaelter', slots: { children: Array.from({ length: count }, (_, i) => ({ id: `w${p}-${i}`, type: 'Text' })) },
    } });
    const half = DOCUMENT_LIMITS.maxNodes / 2;
    const fits = loadApplicationDocument({ name: 'Big', schemaVersion: 1, content: [page(1, half - 1), page(2, half - 1)] });
    expect(fits.ok).toBe(true);
    const over = loadApplicationDocument({ name: 'Big', schemaVersion: 1, content: [page(1, half), page(2, half)] });
    expect(over).toMatchObject({ ok: false, code: 'too-many-nodes', path: `content.1.widget.slots.children.${half - 2}` });
  });

  it('refuses a document larger than the limit, as text and as an object', () => {
    const big = app({ id: 't', type: 'Text', settings: { text: 'x'.repeat(DOCUMENT_LIMITS.maxJsonLength) } });
    expect(loadApplicationDocument(big)).toMatchObject({ ok: false, code: 'too-large', path: '' });
    expect(loadApplicationDocument(JSON.stringify(big))).toMatchObject({ ok: false, code: 'too-large', path: '' });
    expect(loadCompoundWidgetDocument({ name: 'C', widget: big.content[0].widget })).toMatchObject({ ok: false, code: 'too-large' });
  });

  it('measures a document whose known bound exceeds the limit, and takes one within it as it is', () => {
    const big = app({ id: 't', type: 'Text', settings: { text: 'x'.repeat(DOCUMENT_LIMITS.maxJsonLength) } });
    // a bound above the limit says nothing: the document is measured, and refused or taken by its own size
    expect(loadApplicationDocument(big, { jsonLengthAtMost: DOCUMENT_LIMITS.maxJsonLength + 50 })).toMatchObject({ ok: false, code: 'too-large' });
    const small = app({ id: 't', type: 'Text', settings: { text: 'klein' } });
    expect(loadApplicationDocument(small, { jsonLengthAtMost: DOCUMENT_LIMITS.maxJsonLength * 2 }).ok).toBe(true);
    // within the limit: the bound (the response text the object came from) is the size check
    expect(loadApplicationDocument(small, { jsonLengthAtMost: JSON.stringify(small).length + 120 }).ok).toBe(true);
  });
});

describe('loading', () => {
  it('migrates legacy and deprecated widgets and applies defaults', () => {
    const result = loadApplicationDocument(
      app({ id: 'r', type: 'Behaelter', slots: { children: [{ id: 'l', type: 'ArrayContainerV2', settings: { layout: 'column', gap: 9 } }] } }),
    );
    if (!result.ok) throw new Error(result.message);
    const root = result.value.content[0].widget;
    expect(root).toMatchObject({ type: 'Container', version: 1, settings: { padding: '10px', gap: '10px', wrap: 'wrap' } });
    expect(findNode(root, 'l')).toMatchObject({
      type: 'ArrayContainerV3',
      settings: { flexLayout: 'col', gap: 3, wrap: false, maxItems: 0 },
    });
    expect(result.migrations).toEqual(['Behaelter/1', 'ArrayContainerV2/1']);
    expect(result.warnings).toEqual([]);
  });

  it('keeps unknown settings of known widgets and never changes its input', () => {
    const input = deepFreeze(app({ id: 't', type: 'Text', settings: { text: 'Hallo', fromTheFuture: { a: [1] } } }, { theme: 'dark' }));
    const result = loadApplicationDocument(input);
    if (!result.ok) throw new Error(result.message);
    expect(result.value.content[0].widget.settings).toEqual({ text: 'Hallo', fromTheFuture: { a: [1] }, variant: 'body', align: 'left' });
    expect(result.value.theme).toBe('dark');
  });

  it('round-trips unknown types, unknown fields and their key order byte for byte', () => {
    const json =
      '{"name":"Demo","zeta":{"b":1,"a":[true,null]},"schemaVersion":1,"content":[{"path":"","widget":' +
      '{"type":"FancyChart","id":"u1","settings":{"z":1,"a":{"y":2,"x":"é"}},"version":4,"meta":{"k":"v"},' +
      '"slots":{"series":[{"id":"u2","type":"FancySeries","settings":{}}]}},"extra":[1,2]}],"kind":"CMS"}';
    const result = loadApplicationDocument(json);
    if (!result.ok) throw new Error(result.message);
    expect(JSON.stringify(result.value)).toBe(json);
    expect(result.warnings).toEqual([
      'content.0.widget: unknown widget type "FancyChart"; kept unchanged.',
      'content.0.widget.slots.series.0: unknown widget type "FancySeries"; kept unchanged.',
    ]);
  });

  it('keeps an unknown node verbatim inside a known tree while its known neighbours are loaded', () => {
    const unknown = { id: 'u', settings: { q: 1 }, type: 'Mystery', version: 3 };
    const result = loadApplicationDocument(
      JSON.stringify(app({ id: 'r', type: 'Container', slots: { children: [unknown, { id: 'u2', type: 'Mystery' }, { id: 'h', type: 'Heading' }] } })),
    );
    if (!result.ok) throw new Error(result.message);
    const root = result.value.content[0].widget;
    expect(JSON.stringify(findNode(root, 'u'))).toBe(JSON.stringify(unknown));
    expect(findNode(root, 'h')?.settings).toEqual({ text: '', level: 2, align: 'left' });
    expect(result.warnings).toEqual(['content.0.widget.slots.children.0: unknown widget type "Mystery" (2 nodes); kept unchanged.']);
  });

  it('reads a document without schemaVersion as version 1 and says so', () => {
    const result = loadApplicationDocument({ name: 'Alt', content: [] });
    expect(result).toMatchObject({ ok: true, value: { schemaVersion: 1 }, warnings: ['schemaVersion: missing; read as version 1.'] });
  });

  it('keeps socket connections to missing widgets, with a warning', () => {
    const document = app({ id: 'a', type: 'Text' });
    (document.content[0] as Record<string, unknown>).socketConnections = [
      { id: 'c1', from: { widgetId: '$context', socket: 'user' }, to: { widgetId: 'gone', socket: 'value' } },
    ];
    const result = loadApplicationDocument(document);
    expect(result.ok && result.value.content[0].socketConnections).toHaveLength(1);
    expect(result.ok && result.warnings).toEqual([
      'content.0.socketConnections.0.to.widgetId: socket connection refers to widget "gone", which is not in the document.',
    ]);
  });

  it('keeps the optional field of a connection and refuses one that is not a field path', () => {
    const withField = (field: unknown) => {
      const document = app({ id: 'a', type: 'Text' });
      (document.content[0] as Record<string, unknown>).socketConnections = [
        { id: 'c1', from: { widgetId: '$context', socket: 'product' }, to: { widgetId: 'a', socket: 'text' }, field },
      ];
      return loadApplicationDocument(document);
    };
    const kept = withField('id');
    expect(kept.ok && kept.value.content[0].socketConnections![0].field).toBe('id');
    expect(withField('a..b')).toMatchObject({ ok: false, path: 'content.0.socketConnections.0.field' });
    expect(withField(7)).toMatchObject({ ok: false, path: 'content.0.socketConnections.0.field' });
  });

  it('leaves a widget saved by a newer build untouched, with a warning', () => {
    const node = { id: 'b', type: 'OpenEditorBtn', version: 9, settings: { text: 'x' } };
    const result = loadApplicationDocument(app(node));
    expect(result.ok && result.value.content[0].widget).toEqual(node);
    expect(result.ok && result.warnings[0]).toMatch(/^content.0.widget: OpenEditorBtn: version 9 is newer/);
  });

  it('loads a tree as deep as the limit allows', () => {
    const result = loadApplicationDocument(app(chain(DOCUMENT_LIMITS.maxDepth)));
    expect(result.ok && result.migrations).toHaveLength(DOCUMENT_LIMITS.maxDepth);
  });

  it('keeps the format version of the contract', () => {
    expect(documentMigrations.currentVersion).toBe(CURRENT_SCHEMA_VERSION);
  });
});

describe('compound widgets and fragments', () => {
  const compound = {
    id: 'cw1',
    name: 'Produktkachel',
    widget: { id: 'r', type: 'Bildergalerie', slots: {} },
    socketConnections: [],
    rootSockets: [
      { name: 'images', direction: 'input', target: { widgetId: 'r', socket: 'images' } },
      { name: 'clicked', direction: 'output', target: { widgetId: 'lost', socket: 'click' } },
    ],
  };

  it('loads a compound widget document', () => {
    const result = loadCompoundWidgetDocument(JSON.stringify(compound));
    if (!result.ok) throw new Error(result.message);
    expect(result.value.widget.type).toBe('ImageSlider');
    expect(result.value.rootSockets).toEqual(compound.rootSockets);
    expect(result.warnings).toContain('rootSockets.1.target.widgetId: root socket refers to widget "lost", which is not in the document.');
  });

  it('refuses a root socket with a wrong direction', () => {
    const broken = { ...compound, rootSockets: [{ name: 'x', direction: 'both', target: { widgetId: 'r', socket: 's' } }] };
    expect(loadCompoundWidgetDocument(broken)).toMatchObject({ ok: false, code: 'invalid-structure', path: 'rootSockets.0.direction' });
  });

  it('loads a single widget tree and refuses duplicate ids in it', () => {
    const result = loadWidgetTree('{"id":"x","type":"Anmeldestatus","slots":{"children":[{"id":"y","type":"Icon"}]}}');
    expect(result).toMatchObject({ ok: true, value: { type: 'LoginStatus', slots: { children: [{ settings: { size: 24, theme: 'fluent' } }] } } });
    expect(loadWidgetTree({ id: 'x', type: 'Container', slots: { children: [{ id: 'x', type: 'Text' }] } })).toMatchObject({
      ok: false,
      code: 'duplicate-id', path: 'slots.children.0.id',
    });
  });
});
