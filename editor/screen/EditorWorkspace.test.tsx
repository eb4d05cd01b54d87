// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDocument } from '../../model/document/types';
import { initI18n } from '../../runtime/i18n';
import { defineWidget } from '../../runtime/registry/defineWidget';
import { createBuiltinRegistry } from '../../runtime/widgets';
import { EditorWorkspace } from './EditorWorkspace';
import { testApplication, testPage } from '../model/document/testApplication';

const CmsOnly = defineWidget({ type: 'CmsOnly', group: 'misc', categories: ['CMS'], schema: { type: 'object', properties: {} }, component: () => null });
const OldText = defineWidget({ type: 'OldText', group: 'basic', categories: ['DASHBOARD'], deprecated: true, migratesTo: 'Text', schema: { type: 'object', properties: {} }, component: () => null });
const registry = createBuiltinRegistry([CmsOnly, OldText]);

function dashboard(): ApplicationDocument {
  return testApplication(
    [testPage([{ id: 't1', type: 'Text', settings: { text: 'Hallo' } }, { id: 'box', type: 'Container', settings: {}, slots: { children: [] } }])],
    { name: 'Kennzahlen', kind: 'DASHBOARD', version: 3 },
  );
}

function open() {
  window.localStorage.clear();
  return render(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/editor/apps/app1']}>
          <EditorWorkspace document={dashboard()} version={3} registry={registry} />
        </MemoryRouter>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

const canvas = () => screen.getByTestId('canvas');
const widget = (id: string) => canvas().querySelector<HTMLElement>(`[data-widget-id="${id}"]`)!;

beforeAll(() => initI18n('de_de'));
afterEach(cleanup);

describe('editor workspace', () => {
  it('offers only non-deprecated widgets of the application kind, grouped as in the catalogue', () => {
    open();
    const palette = screen.getByTestId('palette');
    const types = [...palette.querySelectorAll('[data-testid=palette-item]')].map((item) => item.getAttribute('data-widget-type'));
    expect(types).toContain('Text');
    expect(types).toContain('Container');
    expect(types).not.toContain('CmsOnly');
    expect(types).not.toContain('OldText');
    const sections = [...palette.querySelectorAll('[data-testid=palette-section]')].map((section) => section.getAttribute('data-section'));
    expect(sections.indexOf('layout')).toBeLessThan(sections.indexOf('misc'));
    fireEvent.change(within(palette).getByTestId('palette-search'), { target: { value: 'flexbox' } });
    expect([...palette.querySelectorAll('[data-testid=palette-item]')].map((item) => item.getAttribute('data-widget-type'))).toEqual(['FlexboxContainer']);
  });

  it('renders the page in edit mode: placeholder in the empty slot, no drop zones, outline of the tree', () => {
    open();
    expect(within(widget('box')).getByTestId('empty-slot').textContent).toBe('Widgets hierher ziehen');
    expect(screen.queryByTestId('dropzone')).toBeNull();
    const outline = screen.getByTestId('outline');
    expect([...outline.querySelectorAll('[data-testid=outline-item]')].map((row) => row.getAttribute('data-widget-id'))).toEqual(['root', 't1', 'box']);
  });

  it('folds a side pane by its title, giving its room to the others, and unfolds it again', () => {
    open();
    const toggle = screen.getByTestId('pages-pane-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toContain('Seiten');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)!.hidden).toBe(true);
    expect(screen.getByTestId('outline-pane').style.minHeight).toBe('224px'); // the outline keeps its room
    fireEvent.click(toggle);
    expect(screen.getByTestId('page-title')).toBeTruthy();
  });

  it('selects by click (Ctrl adds), deletes with the Delete key, undoes with the toolbar', () => {
    open();
    expect(screen.getByTestId('undo')).toHaveProperty('disabled', true);
    fireEvent.click(widget('t1'));
    expect(widget('t1').dataset.selected).toBe('true');
    expect(widget('t1').dataset.widgetLabel).toBe('Text');
    fireEvent.click(widget('box'), { ctrlKey: true });
    expect(canvas().querySelectorAll('[data-selected="true"]')).toHaveLength(2);
    expect(screen.getByTestId('outline').querySelector('[data-widget-id="box"]')!.getAttribute('aria-selected')).toBe('true');

    act(() => void fireEvent.keyDown(window, { key: 'Delete' }));
    expect(widget('t1')).toBeNull();
    expect(widget('box')).toBeNull();
    expect(screen.getByTestId('save-status').dataset.state).toBe('dirty');
    expect(screen.getByTestId('undo')).toHaveProperty('disabled', false);

    fireEvent.click(screen.getByTestId('undo'));
    expect(widget('t1')).not.toBeNull();
    expect(screen.getByTestId('save-status').dataset.state).toBe('saved');
    expect(screen.getByTestId('redo')).toHaveProperty('disabled', false);
  });

  it('leaves Delete alone while typing in a field', () => {
    open();
    fireEvent.click(widget('t1'));
    const search = screen.getByTestId('palette-search');
    fireEvent.keyDown(search, { key: 'Delete' });
    expect(widget('t1')).not.toBeNull();
  });

  it('inserts a palette widget with the library and points the preview at the shown page', () => {
    open();
    expect(screen.getByTestId('preview').getAttribute('href')).toBe('/apps/preview/app1/');
    fireEvent.click(widget('t1'));
    fireEvent.click(screen.getByTestId('open-widget-library'));
    const library = screen.getByTestId('widget-library');
    const heading = within(library).getAllByTestId('library-item').find((item) => item.getAttribute('data-widget-type') === 'Heading')!;
    expect(heading.textContent).toContain('1 Eingang, 0 Ausgänge'); // pluralised per count
    const button = within(library).getAllByTestId('library-item').find((item) => item.getAttribute('data-widget-type') === 'Button')!;
    expect(button.textContent).toContain('1 Eingang, 1 Ausgang');
    const layout = within(library).getAllByTestId('library-item').find((item) => item.getAttribute('data-widget-type') === 'AppContainer')!;
    expect(layout.textContent).toContain('Enthält Widgets (Kopfbereich, Inhalt, Fußbereich)'); // slot names translated
    fireEvent.click(within(heading).getByTestId('library-insert'));
    const children = [...widget('root').querySelectorAll(':scope [data-widget-id]')].map((element) => element.getAttribute('data-widget-type'));
    expect(children.slice(0, 2)).toEqual(['Text', 'Heading']);
  });
});
