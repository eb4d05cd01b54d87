// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../runtime/i18n';
import { WidgetRegistry } from '../../runtime/registry/registry';
import { testApplication, testPage } from '../model/document/testApplication';
import EditorScreen from './EditorScreen';

// The workspace's code chunk cannot be loaded while the connection is broken, and arrives when tried again after.
// (Broken until the test mends it, not "the first load": this worker's earlier test files may still be importing.)
const loads = vi.hoisted(() => ({ count: 0, broken: true }));
vi.mock('./LoadedWorkspace', () => {
  loads.count++;
  if (loads.broken) throw new Error('Failed to fetch dynamically imported module');
  return { default: () => <p>Arbeitsbereich</p> };
});

describe('the editor screen', () => {
  beforeAll(() => initI18n('de_de'));
  afterEach(cleanup);

  it('says so when the workspace\'s code cannot be loaded, instead of loading forever, and loads it when asked to retry', async () => {
    const client = new QueryClient();
    client.setQueryData(['editor', 'application', 'a1'], { ...testApplication([testPage([])]), id: 'a1' });
    render(
      <ChakraProvider value={defaultSystem}>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={['/editor/apps/a1']}>
            <Routes>
              <Route path="/editor/apps/:appId" element={<EditorScreen registry={new WidgetRegistry()} />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </ChakraProvider>,
    );
    const error = await screen.findByTestId('editor-error');
    expect(error.textContent).toContain('Die Anwendung konnte nicht geladen werden');
    expect(screen.queryByTestId('editor-loading')).toBeNull();
    expect(loads.count).toBe(1);
    loads.broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Arbeitsbereich')).toBeTruthy();
    expect(loads.count).toBe(2);
  });
});
