// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDocument, CompoundWidgetDocument } from '../../model/document/types';
import { initI18n } from '../../runtime/i18n/index';
import { createBuiltinRegistry } from '../../runtime/widgets/index';
import { compoundQueryKey } from '../../runtime/widgets/compound/useCompoundDocument';
import { EditorWorkspace } from './EditorWorkspace';
import { PROJECT_COMPOUNDS_KEY } from '../compound/projectCompounds';
import { CompoundHostContext } from '../compound/compoundHost';
import { testApplication, testPage } from '../model/document/testApplication';

const compound: CompoundWidgetDocument = {
  id: 'cmp1',
  name: 'Karte',
  widget: { id: 'box', type: 'Container', settings: {}, slots: { children: [{ id: 'label', type: 'Text', settings: { text: 'Innen' } }] } },
  socketConnections: [],
  rootSockets: [],
};

const document: ApplicationDocument = testApplication(
  [testPage([{ id: 'i1', type: 'CompoundWidget', settings: { compoundId: 'cmp1' } }, { id: 't1', type: 'Text', settings: { text: 'Seite' } }])],
  { name: 'Seiten', kind: 'CMS', version: 1 },
);

const other: CompoundWidgetDocument = { ...compound, id: 'cmp2', name: 'Zauberkachel' };

/** The workspace on `document`, with the compounds in the query cache (as the canvas and the palette load them). */
function open(options: { host?: string; at?: string } = {}) {
  window.localStorage.clear();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(compoundQueryKey('cmp1'), compound);
  queryClient.setQueryData(compoundQueryKey('cmp2'), other);
  queryClient.setQueryData([PROJECT_COMPOUNDS_KEY, ''], [compound, other]);
  return render(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[options.at ?? '/editor/apps/app1']}>
          <CompoundHostContext.Provider value={options.host ?? null}>
            <EditorWorkspace document={document} version={1} registry={createBuiltinRegistry()} />
          </CompoundHostContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

const widget = (id: string) => screen.getByTestId('canvas').querySelector<HTMLElement>(`[data-widget-id="${id}"]`)!;

beforeAll(() => initI18n('de_de'));
afterEach(cleanup);

describe('compound instance in the canvas', () => {
  it('is one widget: clicking or hovering an inner widget selects or hovers the instance', () => {
    open();
    fireEvent.click(widget('i1~label'));
    expect(widget('i1').getAttribute('data-selected')).toBe('true');
    expect(widget('i1~label').getAttribute('data-selected')).toBeNull();
    fireEvent.pointerOver(widget('i1~box'));
    expect(widget('i1').getAttribute('data-hovered')).toBe('true');
    fireEvent.click(widget('t1'));
    expect(widget('t1').getAttribute('data-selected')).toBe('true');
    expect(widget('i1').getAttribute('data-selected')).toBeNull();
  });

  it('is named by its compound in the outline and picked by name in the property panel, never by a typed id', () => {
    open();
    const row = screen.getByTestId('outline').querySelector('[data-testid="outline-item"][data-widget-id="i1"]')!;
    expect(row.textContent).toContain('Karte');
    expect(row.textContent).not.toContain('Compound-Widget');
    fireEvent.click(widget('i1~label'));
    const panel = screen.getByTestId('property-panel');
    expect(within(panel).queryByRole('textbox')).toBeNull();
    expect(within(panel).queryByText('Verwaltete Vorlage')).toBeNull();
    const select = within(panel).getByTestId('instance-compound') as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => option.textContent)).toEqual(['Karte', 'Zauberkachel']);
    fireEvent.change(select, { target: { value: 'cmp2' } });
    expect(widget('i1')).toBeTruthy();
    expect((screen.getByTestId('instance-compound') as HTMLSelectElement).value).toBe('cmp2');
  });

  it('detaches the instance from its panel: its widgets become a copy on the page, and one undo brings it back', () => {
    open();
    fireEvent.click(widget('i1~label'));
    fireEvent.click(screen.getByTestId('detach-compound'));
    expect(screen.getByTestId('canvas').querySelector('[data-widget-id="i1"]')).toBeNull();
    expect(Array.from(screen.getByTestId('canvas').querySelectorAll('[data-widget-type="Text"]')).map((node) => node.textContent)).toContain('Innen');
    fireEvent.click(screen.getByTestId('undo'));
    expect(widget('i1')).toBeTruthy();
  });

  it('palette search filters compounds by name and never says "nothing matches" beside a match; entries are drag sources', () => {
    open();
    const search = screen.getByTestId('palette-search');
    fireEvent.change(search, { target: { value: 'Zauberkachel' } });
    expect(screen.getAllByTestId('insert-compound').map((entry) => entry.textContent)).toEqual(['Zauberkachel']);
    expect(screen.queryByTestId('palette-empty')).toBeNull();
    expect(screen.getByTestId('insert-compound').getAttribute('aria-roledescription')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'gibtesnicht' } });
    expect(screen.queryAllByTestId('insert-compound')).toHaveLength(0);
    expect(screen.getByTestId('palette-empty')).toBeTruthy();
  });

  it("in a compound's own editor: no pages panel, and the back link returns to the application it was opened from", () => {
    open({ host: 'cmp9', at: '/editor/compounds/cmp9?from=app7' });
    expect(screen.queryByTestId('pages-panel')).toBeNull();
    const back = screen.getByTestId('back-to-overview');
    expect(back.getAttribute('href')).toBe('/editor/apps/app7');
    expect(back.textContent).toContain('Zurück zur Anwendung');
  });
});
