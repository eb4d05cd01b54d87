/**
 * Test helper for the panels (jsdom): the real editor store and services around a panel, inside Chakra, a
 * router and a TanStack Query client (compound documents; a test may fill its cache), with the plain-text code
 * editor engine (Monaco needs a real browser; the browser tests cover it).
 */
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '../../runtime/i18n/index';
import type { ApplicationDocument } from '../../model/document/types';
import { CodeEditorEngineContext } from '../../runtime/inputs/codeEditor/engine';
import PlainTextEngine from '../../runtime/inputs/codeEditor/PlainTextEngine';
import { createBuiltinRegistry } from '../../runtime/widgets/index';
import type { WidgetRegistry } from '../../runtime/registry/registry';
import { createEditorServices, EditorServicesProvider } from '../services/editorServices';
import { EditorStoreProvider } from '../store/context';
import { testApplication, testPage } from '../model/document/testApplication';

export function renderPanel(panel: ReactNode, document: ApplicationDocument, options: { version?: number | null; activePath?: string; queryClient?: QueryClient; registry?: WidgetRegistry } = {}) {
  void initI18n().changeLanguage('de_de');
  const services = createEditorServices({ document, version: options.version ?? document.version ?? null, registry: options.registry ?? createBuiltinRegistry(), activePath: options.activePath });
  const queryClient = options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ChakraProvider value={defaultSystem}>
        <MemoryRouter initialEntries={[`/editor/apps/${document.id ?? 'app'}`]}>
          <CodeEditorEngineContext.Provider value={PlainTextEngine}>
            <EditorStoreProvider store={services.store}>
              <EditorServicesProvider services={services}>{panel}</EditorServicesProvider>
            </EditorStoreProvider>
          </CodeEditorEngineContext.Provider>
        </MemoryRouter>
      </ChakraProvider>
    </QueryClientProvider>,
  );
  return { ...result, store: services.store, services, queryClient };
}

/**
 * page ''      root (FlexboxContainer) ── a Text "A", btn Button, ghost UnknownThing
 *              connections: k1 $context.user → a.text, k2 gone.value → a.text (dangling)
 * page 'about' root2 (Container) ── e Text
 */
export function panelDocument(): ApplicationDocument {
  return testApplication(
    [
      testPage(
        [
          { id: 'a', type: 'Text', version: 1, settings: { text: 'A' } },
          { id: 'btn', type: 'Button', version: 1, settings: { label: 'Los' } },
          { id: 'ghost', type: 'UnknownThing', version: 1, settings: { secret: 42 } },
        ],
        {
          rootVersion: 1,
          connections: [
            { id: 'k1', from: { widgetId: '$context', socket: 'user' }, to: { widgetId: 'a', socket: 'text' } },
            { id: 'k2', from: { widgetId: 'gone', socket: 'value' }, to: { widgetId: 'a', socket: 'text' } },
          ],
        },
      ),
      { path: 'about', title: 'Über uns', widget: { id: 'root2', type: 'Container', version: 1, settings: {}, slots: { children: [{ id: 'e', type: 'Text', version: 1, settings: { text: 'E' } }] } } },
    ],
    { name: 'Testanwendung', version: 3 },
  );
}
