/**
 * A page with 200 instances of a 10-widget compound (Container > 9 Texts) against the same page with the
 * trees written out inline, in jsdom with React's production build through the real renderer. The compound
 * document is in the TanStack Query cache (as after its one fetch): what is measured is everything an instance
 * adds (expansion, its inner engine, rendering). Target: compound/inlined under 1.2 (issue 6).
 *
 * Scenarios, each timed from building the page's runtime to React's commit (flushSync):
 * - view-first-render: a published page (static node source and engine, as runtime/app/ContentPage builds it);
 * - editor-open: an editor store over the document and the edit-mode render of its page (the renderer in edit
 *   mode over the store's live node source), without panels and drag and drop;
 * - editor-open.canvas: the same with the editor's services (store, index, flags; editor/services/editorServices)
 *   and the canvas decoration (editExtensions: every page widget's element is decorated). The decoration is per
 *   page widget and the inner widgets of an instance are not decorated, so this favours the compound page.
 *
 * The numbers are noisy on a shared machine: the two pages alternate (and which goes first alternates too),
 * each run starts on a collected heap, and per scenario this prints the medians, the ratio of the medians, the
 * ratio of the fastest runs (least disturbed), the ratio of the median CPU times (process.cpuUsage: not
 * stretched by waiting for a core, but counting the garbage collector's helper threads) and the median of the
 * ratios of back-to-back pairs (a slow spell of the machine affects both runs of a pair):
 *   {"name":"compound.<scenario>","value":<ms>,"unit":"ms","n":200}
 *   {"name":"compound.<scenario>.inlined","value":<ms>,"unit":"ms","n":200}
 *   {"name":"compound.<scenario>.ratio","value":<x>,"unit":"ratio","n":200}
 *   {"name":"compound.<scenario>.ratio-best","value":<x>,"unit":"ratio","n":200}
 *   {"name":"compound.<scenario>.ratio-cpu","value":<x>,"unit":"ratio","n":200}
 *   {"name":"compound.<scenario>.ratio-paired","value":<x>,"unit":"ratio","n":200}
 * Every run renders documents as loaded from the server (fresh objects, cloned before the timer starts: the
 * page, and the compound document in the query cache); BENCH_SHARED_DOCUMENTS=1 renders the same objects every
 * run instead (caches keyed by object, such as the settings check, then hit for both pages after the first).
 * BENCH_RUNS (default 31) sets the measured runs per page; BENCH_ONLY=<scenario> runs one scenario.
 */
process.env.NODE_ENV = 'production';

import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { installDom } from './lib/jsdom';
import { median, print } from './lib/report';

const INSTANCES = 200;
const WARMUP = 3;
const RUNS = Number(process.env.BENCH_RUNS ?? 31);
const ONLY = process.env.BENCH_ONLY;
const SHARED_DOCUMENTS = process.env.BENCH_SHARED_DOCUMENTS === '1';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

async function main(): Promise<void> {
  installDom();
  const { createElement } = await import('react');
  const { createRoot } = await import('react-dom/client');
  const { flushSync } = await import('react-dom');
  const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
  const { createBuiltinRegistry } = await import('../../runtime/widgets');
  const { createStaticPageRuntime } = await import('../../runtime/app/createPageRuntime');
  const { Render } = await import('../../runtime/render/Render');
  const { createSocketEngine } = await import('../../runtime/sockets/engine');
  const { createSocketDirectory } = await import('../../runtime/render/socketDirectory');
  const { initI18n } = await import('../../runtime/i18n');
  const { compoundQueryKey } = await import('../../runtime/widgets/compound/useCompoundDocument');
  const { createEditorStore } = await import('../../editor/store/createEditorStore');
  const { createEditorServices, EditorServicesProvider } = await import('../../editor/services/editorServices');
  const { connectWidgetFlags } = await import('../../editor/services/widgetFlags');
  const { editExtensions } = await import('../../editor/canvas/editExtensions');
  const { DeferredBlocks } = await import('../../editor/services/deferredBlocks');
  const { CompoundEditingProvider } = await import('../../editor/compound/CompoundEditingProvider');
  initI18n('de_de');
  type Node = import('../../model/document/types').WidgetNode;
  type Element = ReturnType<typeof createElement>;

  const registry = createBuiltinRegistry();
  const tree = (prefix: string): Node => ({
    id: `${prefix}card`,
    type: 'Container',
    settings: { direction: 'column' },
    slots: { children: Array.from({ length: 9 }, (_, i) => ({ id: `${prefix}t${i}`, type: 'Text', settings: { text: `Zeile ${i}` } })) },
  });
  const compound = { id: 'cmp', name: 'Karte', widget: tree(''), socketConnections: [], rootSockets: [] };
  const withInstances: Node = { id: 'page', type: 'Container', settings: {}, slots: { children: Array.from({ length: INSTANCES }, (_, i) => ({ id: `i${i}`, type: 'CompoundWidget', settings: { compoundId: 'cmp' } })) } };
  const inlined: Node = { id: 'page', type: 'Container', settings: {}, slots: { children: Array.from({ length: INSTANCES }, (_, i) => tree(`i${i}-`)) } };
  const documentOf = (page: Node) => ({ id: 'app', name: 'Bench', schemaVersion: 1, content: [{ path: '', widget: page, socketConnections: [] }] });

  function client(compoundDocument: typeof compound) {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    queryClient.setQueryData(compoundQueryKey('cmp'), compoundDocument);
    return queryClient;
  }
  /** As loaded from the server: new objects each run (else caches keyed by object, e.g. settings checks, hit). */
  const loaded = <T,>(value: T): T => (SHARED_DOCUMENTS ? value : structuredClone(value));

  /** One timed first render: wall and CPU ms from building the runtime to the commit. */
  function timed(render: () => Element, compoundDocument: typeof compound): { ms: number; cpu: number } {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    const queryClient = client(compoundDocument);
    gc();
    const cpuBefore = process.cpuUsage();
    const start = performance.now();
    flushSync(() => root.render(createElement(QueryClientProvider, { client: queryClient }, render())));
    const ms = performance.now() - start;
    const cpuUsed = process.cpuUsage(cpuBefore);
    const widgets = host.querySelectorAll('[data-widget-id]').length;
    if (widgets < INSTANCES * 10) throw new Error(`only ${widgets} widgets rendered`);
    root.unmount();
    host.remove();
    queryClient.clear(); // its garbage-collection timers would keep the process alive for minutes
    return { ms, cpu: (cpuUsed.user + cpuUsed.system) / 1000 };
  }

  const view = (page: Node) => () => {
    const runtime = createStaticPageRuntime({ root: page, registry });
    return createElement(Render, { source: runtime.source, registry, engine: runtime.engine });
  };
  const canvas = (page: Node) => () => {
    const services = createEditorServices({ document: documentOf(page), registry });
    connectWidgetFlags(services.store, services.flags);
    const source = services.store.nodeSource(page.id);
    const engine = createSocketEngine({ connections: [], directory: createSocketDirectory(source, registry) });
    const rendered = createElement(Render, { source, registry, engine, extensions: editExtensions(services, new DeferredBlocks([])) });
    return createElement(EditorServicesProvider, { services }, createElement(CompoundEditingProvider, null, rendered));
  };
  const editor = (page: Node) => () => {
    const store = createEditorStore({ document: documentOf(page) });
    const source = store.nodeSource(page.id);
    const engine = createSocketEngine({ connections: [], directory: createSocketDirectory(source, registry) });
    return createElement(Render, { source, registry, engine, extensions: { mode: 'edit' } });
  };

  const scenarios = [
    ['view-first-render', view],
    ['editor-open', editor],
    ['editor-open.canvas', canvas],
  ] as const;
  for (const [name, make] of scenarios) {
    if (ONLY && ONLY !== name) continue;
    const compoundRuns: { ms: number; cpu: number }[] = [];
    const inlinedRuns: { ms: number; cpu: number }[] = [];
    for (let run = 0; run < WARMUP + RUNS; run++) {
      // alternate the order too: neither page always runs right after the other's garbage
      const first = run % 2 === 0;
      const a = timed(make(loaded(first ? withInstances : inlined)), loaded(compound));
      const b = timed(make(loaded(first ? inlined : withInstances)), loaded(compound));
      if (run < WARMUP) continue;
      compoundRuns.push(first ? a : b);
      inlinedRuns.push(first ? b : a);
    }
    const c = median(compoundRuns.map((r) => r.ms));
    const p = median(inlinedRuns.map((r) => r.ms));
    print(`compound.${name}`, c, 'ms', INSTANCES);
    print(`compound.${name}.inlined`, p, 'ms', INSTANCES);
    print(`compound.${name}.ratio`, c / p, 'ratio', INSTANCES);
    print(`compound.${name}.ratio-best`, Math.min(...compoundRuns.map((r) => r.ms)) / Math.min(...inlinedRuns.map((r) => r.ms)), 'ratio', INSTANCES);
    print(`compound.${name}.ratio-cpu`, median(compoundRuns.map((r) => r.cpu)) / median(inlinedRuns.map((r) => r.cpu)), 'ratio', INSTANCES);
    print(`compound.${name}.ratio-paired`, median(compoundRuns.map((r, i) => r.ms / inlinedRuns[i].ms)), 'ratio', INSTANCES);
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
