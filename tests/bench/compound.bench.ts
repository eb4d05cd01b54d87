/**
 * A page with 200 instances of a 10-widget compound (Container > 9 Texts) against the same page with the
 * trees written out inline, in jsdom with React's production build through the real renderer. The compound
 * document is in the TanStack Query cache (as after its one fetch): what is measured is expansion, the inner
 * engines and rendering. Target: compound/inlined under 1.2. Prints (medians):
 *   {"name":"compound.view-first-render","value":<ms>,"unit":"ms","n":200}
 *   {"name":"compound.view-first-render.inlined","value":<ms>,"unit":"ms","n":200}
 *   {"name":"compound.view-first-render.ratio","value":<x>,"unit":"ratio","n":200}
 *   {"name":"compound.editor-open", ".inlined", ".ratio"}: an editor store over the document plus the
 *     edit-mode render of its page (the editor's canvas core, without panels and drag and drop)
 */
process.env.NODE_ENV = 'production';

import { performance } from 'node:perf_hooks';
import { installDom } from './lib/jsdom';
import { median, print } from './lib/report';


const INSTANCES = 200;
const RUNS = 7;


async function main(): Promise<void> {
  installDom();
  const { createElement } = await import('react');
  const { createRoot } = await import('react-dom/client');
  const { flushSync } = await import('react-dom');
  const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
  const { createBuiltinRegistry } = await import('../../runtime/widgets');
  const { createPageRuntime } = await import('../../runtime/app/createPageRuntime');
  const { Render } = await import('../../runtime/render/Render');
  const { createSocketEngine } = await import('../../runtime/sockets/engine');
  const { initI18n } = await import('../../runtime/i18n');
  const { compoundQueryKey } = await import('../../runtime/widgets/compound/useCompoundDocument');
  const { createEditorStore } = await import('../../editor/store/createEditorStore');
  initI18n('de_de');
  type Node = import('../../runtime/document/types').WidgetNode;

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

  function client() {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    queryClient.setQueryData(compoundQueryKey('cmp'), compound);
    return queryClient;
  }

  function timed(render: () => { element: ReturnType<typeof createElement> }): number {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    const start = performance.now();
    const { element } = render();
    flushSync(() => root.render(element));
    const ms = performance.now() - start;
    const widgets = host.querySelectorAll('[data-widget-id]').length;
    if (widgets < INSTANCES * 10) throw new Error(`only ${widgets} widgets rendered`);
    root.unmount();
    host.remove();
    return ms;
  }

  const view = (page: Node) => () => {
    const runtime = createPageRuntime({ root: page, registry });
    return { element: createElement(QueryClientProvider, { client: client() }, createElement(Render, { source: runtime.source, registry, engine: runtime.engine })) };
  };
  const editor = (page: Node) => () => {
    const store = createEditorStore({ document: { id: 'app', name: 'Bench', schemaVersion: 1, content: [{ path: '', widget: page, socketConnections: [] }] } });
    const source = store.nodeSource(page.id);
    return { element: createElement(QueryClientProvider, { client: client() }, createElement(Render, { source, registry, engine: createSocketEngine(), extensions: { mode: 'edit' } })) };
  };

  for (const [name, make] of [['view-first-render', view], ['editor-open', editor]] as const) {
    const compoundRuns: number[] = [];
    const inlinedRuns: number[] = [];
    for (let run = 0; run < RUNS + 1; run++) {
      // alternate, first pair is warm-up
      const c = timed(make(withInstances));
      const p = timed(make(inlined));
      if (run > 0) {
        compoundRuns.push(c);
        inlinedRuns.push(p);
      }
    }
    const c = median(compoundRuns);
    const p = median(inlinedRuns);
    print(`compound.${name}`, c, 'ms', INSTANCES);
    print(`compound.${name}.inlined`, p, 'ms', INSTANCES);
    print(`compound.${name}.ratio`, c / p, 'ratio', INSTANCES);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
