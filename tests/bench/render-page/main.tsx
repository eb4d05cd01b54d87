import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { initI18n } from '../../../runtime/i18n';
import { createPageRuntime, createStaticPageRuntime, type PageRuntime } from '../../../runtime/app/createPageRuntime';
import { Render } from '../../../runtime/render/Render';
import { NavigationContext, type AppNavigation } from '../../../runtime/app/navigation';
import { defineWidget, type WidgetDefinition, type WidgetProps } from '../../../runtime/registry/defineWidget';
import { WidgetRegistry } from '../../../runtime/registry/registry';
import { builtinWidgets, createBuiltinRegistry } from '../../../runtime/widgets';
import { benchPage, countNodes } from './benchDocument';
import type { SocketConnection, WidgetNode } from '../../../model/document/types';
import { PlainPage, withDefaults } from './PlainPage';

/**
 * The render benchmark page (built by tests/bench/render.bench.ts with Vite, production React). It exposes
 * functions the bench calls through Playwright; each render happens in a fresh root, synchronously (flushSync),
 * timed with performance.now() (React's passive effects included: a sync render flushes them before it
 * returns), then the forced layout, timed on its own.
 */
initI18n('de_de');
const registry = createBuiltinRegistry();
const host = document.getElementById('root')!;
let root: Root | null = null;

/** What the application shell provides around every page. */
const navigation: AppNavigation = { basePath: '', path: '', params: {}, query: new URLSearchParams(), navigate: () => {} };

function fresh(): Root {
  root?.unmount();
  host.replaceChildren();
  root = createRoot(host);
  return root;
}

/** Render counts per widget id, for the socket test (a counting wrapper around every component). */
const renders = new Map<string, number>();
const countingRegistry = new WidgetRegistry(
  builtinWidgets.map((definition): WidgetDefinition => {
    const Inner = definition.component;
    return defineWidget({
      ...definition,
      // called as a function so the component's own hooks (its subscriptions) belong to the counted one
      component: (props) => {
        renders.set(props.id, (renders.get(props.id) ?? 0) + 1);
        return (Inner as unknown as (p: WidgetProps) => ReactNode)(props);
      },
    });
  }),
);

/** The forced layout right after a draw (as a visitor would wait for it), in ms since `rendered`. */
function layoutAfter(rendered: number): number {
  void host.offsetHeight;
  return performance.now() - rendered;
}

let socketPage: PageRuntime | null = null;
let pending: { tree: WidgetNode; connections: SocketConnection[] } | null = null;

Object.assign(window, {
  benchReady: true,
  /**
   * Runtime: building the page (node source, engine) and rendering it, as a published page does, from the
   * document as the load pipeline returns it (defaults applied; loading is benchmarked on its own).
   */
  /**
   * Runtime: building the page (node source, engine) and rendering it, as a published page does, from the
   * document as the load pipeline returns it (defaults applied; loading is benchmarked on its own).
   * `prepare` builds the document and empties the host (untimed); `draw` renders it (timed).
   */
  prepareRuntime(total: number): void {
    const { root: raw, connections } = benchPage(total);
    pending = { tree: withDefaults(raw), connections };
    fresh();
    (globalThis as { gc?: () => void }).gc?.();
  },
  drawRuntime(): { ms: number; layoutMs: number; widgets: number } {
    const { tree, connections } = pending!;
    const started = performance.now();
    flushSync(() => {
      const page = createStaticPageRuntime({ root: tree, registry, connections });
      root!.render(
        <NavigationContext.Provider value={navigation}>
          <Render source={page.source} registry={registry} engine={page.engine} />
        </NavigationContext.Provider>,
      );
    });
    const rendered = performance.now();
    return { ms: rendered - started, layoutMs: layoutAfter(rendered), widgets: countNodes(tree) };
  },
  preparePlain(total: number): void {
    pending = { tree: withDefaults(benchPage(total).root), connections: [] };
    fresh();
    (globalThis as { gc?: () => void }).gc?.();
  },
  drawPlain(): { ms: number; layoutMs: number } {
    const { tree } = pending!;
    const started = performance.now();
    flushSync(() => root!.render(<PlainPage root={tree} />));
    const rendered = performance.now();
    return { ms: rendered - started, layoutMs: layoutAfter(rendered) };
  },
  /** How many widget elements were drawn. */
  drawnWidgets(): number {
    return host.querySelectorAll('[data-widget-id]').length;
  },
  renderRuntime(total: number): { ms: number; layoutMs: number; widgets: number; elements: number } {
    const w = window as any;
    w.prepareRuntime(total);
    return { ...w.drawRuntime(), elements: w.drawnWidgets() };
  },
  renderPlain(total: number): { ms: number; layoutMs: number; elements: number } {
    const w = window as any;
    w.preparePlain(total);
    return { ...w.drawPlain(), elements: w.drawnWidgets() };
  },
  /** The DOM of both renderings, for the check that they draw the same page. */
  renderedHtml(kind: 'runtime' | 'plain', total: number): string {
    if (kind === 'runtime') (window as any).renderRuntime(total);
    else (window as any).renderPlain(total);
    return host.innerHTML;
  },
  /** Renders the page with counting components, changes one context variable, counts who rendered again. */
  socketChange(total: number): { rerenders: number; subscribers: number; ms: number; updated: number } {
    const { root: raw, connections } = benchPage(total);
    const tree = withDefaults(raw); // as loaded: the renderer relies on the defaults the load pipeline writes
    const target = fresh();
    socketPage = createPageRuntime({ root: tree, registry: countingRegistry, connections });
    const page = socketPage;
    flushSync(() =>
      target.render(
        <NavigationContext.Provider value={navigation}>
          <Render source={page.source} registry={countingRegistry} engine={page.engine} />
        </NavigationContext.Provider>,
      ),
    );
    // several changes, each timed; the render count is that of the first change
    const times: number[] = [];
    let rerenders = 0;
    for (let i = 0; i < 9; i++) {
      renders.clear();
      const started = performance.now();
      flushSync(() => page.engine.setContext('greeting', `Hallo Welt ${i}`));
      times.push(performance.now() - started); // the update itself; layout of the page is not the runtime's
      if (i === 0) rerenders = [...renders.values()].reduce((a, b) => a + b, 0);
    }
    const ms = times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
    const updated = [...host.querySelectorAll('[data-widget-type="Text"]')].filter((e) => e.textContent === 'Hallo Welt 8').length;
    return { rerenders, subscribers: connections.length, ms, updated };
  },
});
