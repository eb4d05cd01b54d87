import { render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { CodeEditorEngineContext } from '../inputs/codeEditor/engine';
import PlainTextEngine from '../inputs/codeEditor/PlainTextEngine';
import type { SocketConnection, WidgetNode } from '../../model/document/types';
import { initI18n, type Language } from '../i18n';
import type { WidgetRegistry } from '../registry/registry';
import { Render } from '../render/Render';
import type { RenderExtensions } from '../render/extensions';
import { createPageRuntime, type PageRuntime } from '../app/createPageRuntime';
import { NavigationContext, type AppNavigation } from '../app/navigation';
import { schemaDefaulter } from './schemaDefaulter';

export interface RenderTreeOptions {
  registry: WidgetRegistry;
  connections?: SocketConnection[];
  context?: Record<string, unknown>;
  extensions?: RenderExtensions;
  onError?: (error: unknown) => void;
  language?: Language;
  navigation?: AppNavigation;
  /** The TanStack Query client of store-backed widgets; default a fresh one per render (no retries). */
  queryClient?: QueryClient;
}

/**
 * Test helper for component tests: renders a widget tree through the real renderer and engine (jsdom), with its
 * schema defaults written out first as the loader and the editor do (the renderer relies on them). Inside Chakra, as
 * the application shell renders pages, with the plain-text code editor (Monaco needs a real browser).
 */
export function renderTree(root: WidgetNode, options: RenderTreeOptions): RenderResult & PageRuntime {
  const i18n = initI18n();
  void i18n.changeLanguage(options.language ?? 'de_de');
  const withDefaults = schemaDefaulter(options.registry);
  const page = createPageRuntime({ root: withDefaults(root), registry: options.registry, connections: options.connections, context: options.context });
  // updates get their defaults written out too, as the editor's and the loader's trees have them
  const update = page.source.update.bind(page.source);
  page.source.update = (next: WidgetNode) => update(withDefaults(next));
  const queryClient = options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <ChakraProvider value={defaultSystem}>
      <CodeEditorEngineContext.Provider value={PlainTextEngine}>
        <QueryClientProvider client={queryClient}>
          <NavigationContext.Provider value={options.navigation ?? null}>
            <Render source={page.source} registry={options.registry} engine={page.engine} extensions={options.extensions} onError={options.onError ?? (() => {})} />
          </NavigationContext.Provider>
        </QueryClientProvider>
      </CodeEditorEngineContext.Provider>
    </ChakraProvider>,
  );
  return { ...result, ...page };
}

/** The element of a rendered widget by id (test hook, docs/architecture.md). */
export function widgetElement(container: HTMLElement, id: string): HTMLElement {
  const element = container.querySelector<HTMLElement>(`[data-widget-id="${id}"]`);
  if (!element) throw new Error(`widget ${id} is not rendered`);
  return element;
}
