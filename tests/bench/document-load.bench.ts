/**
 * Load pipeline speed: a 10,000-node application (10 pages of nested containers, about a third of the nodes of
 * legacy or deprecated types that must be migrated, some unknown types) loaded from its JSON text: parse,
 * version check, structure, migrations, defaults. Prints the median of several runs:
 *   {"name":"document.load-10k","value":<ms>,"unit":"ms","n":10000}
 * and, for comparison, the same document once it is already current ("document.load-10k-current").
 */
import { performance } from 'node:perf_hooks';
import { loadApplicationDocument } from '../../migrations/load';
import { collectDocumentIds } from '../../model/document/tree';
import type { ApplicationDocument, WidgetNode } from '../../model/document/types';

const PAGES = 10;
const SECTIONS = 9; // per page
const ROWS = 10; // per section
const LEAVES = 10; // per row: 1 + 9 * (1 + 10 * (1 + 10)) = 1,000 nodes per page

const LEAF_TYPES: [string, Record<string, unknown>][] = [
  ['Text', { text: 'Willkommen' }],
  ['Heading', { text: 'Angebote', level: 3 }],
  ['Button', { label: 'Kaufen' }],
  ['Icon', { name: 'star' }],
  ['Image', { src: '/img.png' }],
  ['Link', { text: 'Mehr', link: '/mehr' }],
  ['Textbaustein', { content: '**neu**' }], // legacy name
  ['OpenEditorBtn', { text: 'Bearbeiten', path: 'products' }], // deprecated
  ['HtmlBaustein', { html: '<p>x</p>' }], // legacy name
  ['ProductList', { count: 6 }], // no schema here: kept verbatim
];

function generate(): ApplicationDocument {
  let next = 0;
  const id = () => `w${next++}`;
  const page = (): WidgetNode => ({
    id: id(),
    type: 'FlexboxContainer',
    settings: { direction: 'column' },
    slots: {
      children: Array.from({ length: SECTIONS }, (_, s): WidgetNode => ({
        id: id(),
        type: s % 2 ? 'Behaelter' : 'Container',
        settings: { gap: '12px' },
        slots: {
          children: Array.from({ length: ROWS }, (_, r): WidgetNode => {
            const leaves = Array.from({ length: LEAVES }, (_, l) => {
              const [type, settings] = LEAF_TYPES[(l + r) % LEAF_TYPES.length];
              return { id: id(), type, settings: { ...settings } };
            });
            return r % 2
              ? { id: id(), type: 'ArrayContainerV2', settings: { layout: 'row wrap', gap: 12, contextProperty: 'items' }, slots: { component: leaves } }
              : { id: id(), type: 'FlexboxContainer', settings: { direction: 'row' }, slots: { children: leaves } };
          }),
        },
      })),
    },
  });
  return {
    name: 'Benchmark',
    schemaVersion: 1,
    content: Array.from({ length: PAGES }, (_, p) => ({ path: p ? `seite-${p}` : '', title: `Seite ${p}`, widget: page() })),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function measure(json: string, runs: number): { ms: number; loaded: ApplicationDocument; migrations: number } {
  const times: number[] = [];
  let last: ReturnType<typeof loadApplicationDocument> | undefined;
  for (let i = 0; i < runs + 2; i++) {
    const started = performance.now();
    last = loadApplicationDocument(json);
    if (i >= 2) times.push(performance.now() - started); // the first two runs warm up the JIT and compile schemas
  }
  if (!last?.ok) throw new Error(`load failed: ${last?.path}: ${last?.message}`);
  return { ms: median(times), loaded: last.value, migrations: last.migrations.length };
}

const document = generate();
const n = collectDocumentIds(document).length;
if (n !== 10_000) throw new Error(`generated ${n} nodes, expected 10000`);

const legacy = measure(JSON.stringify(document), 9);
if (legacy.migrations < 3_000) throw new Error(`only ${legacy.migrations} migrations ran; the benchmark lost its legacy nodes`);
console.log(JSON.stringify({ name: 'document.load-10k', value: Math.round(legacy.ms * 10) / 10, unit: 'ms', n }));

const current = measure(JSON.stringify(legacy.loaded), 9);
console.log(JSON.stringify({ name: 'document.load-10k-current', value: Math.round(current.ms * 10) / 10, unit: 'ms', n }));
