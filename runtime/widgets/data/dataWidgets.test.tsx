// @vitest-environment jsdom
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBuiltinRegistry } from '..';
import { createDataType, dataRecordsApi } from '../../api/resources';
import type { AppNavigation } from '../../app/navigation';
import type { WidgetNode } from '../../../model/document/types';
import { startStoreTestServer, type StoreTestServer } from '../../testing/storeTestServer';
import { renderTree, widgetElement } from '../../testing/renderTree';
import { ICON_SIZES, ICON_THEMES } from '../../../widget-schemas/enums';

// The lists and the writing widgets over data types of the real server.
const registry = createBuiltinRegistry();
let server: StoreTestServer;
const guestbook = { type: 'object', properties: { name: { type: 'string', minLength: 2, title: 'Name' }, stars: { type: 'integer', maximum: 5 }, city: { type: 'string', enum: ['Bern', 'Basel'] }, ok: { type: 'boolean' } }, required: ['name', 'stars'] };

beforeAll(async () => {
  server = await startStoreTestServer();
  await server.loginAsAdmin();
  await createDataType({ path: 'members', schema: { type: 'object', properties: { name: { type: 'string' }, city: { type: 'string' }, age: { type: 'integer' } } } });
  for (let i = 1; i <= 12; i++) await dataRecordsApi('members').createDataRecord({ name: `Person ${i}`, city: i % 2 ? 'Bern' : 'Basel', age: 20 + i });
  await createDataType({ path: 'guestbook', schema: guestbook });
}, 120_000);
afterAll(async () => server?.stop());
afterEach(cleanup);

const texts = (container: HTMLElement) => [...container.querySelectorAll('[data-testid=list-item]')].map((item) => item.textContent);

describe('GenericList', () => {
  it('shows each record as its template, 10 per page with pages, and links items with ${id}', async () => {
    const navigate = vi.fn<AppNavigation['navigate']>();
    const navigation = { basePath: '', path: '', params: {}, query: new URLSearchParams(), navigate };
    const { container } = renderTree({ id: 'l', type: 'GenericList', settings: { dataType: 'members', template: '${name} aus ${city}', link: 'leute/${id}' } }, { registry, navigation });
    await waitFor(() => expect(texts(container)).toHaveLength(10));
    expect(texts(container)[0]).toBe('Person 12 aus Basel');
    expect(container.querySelectorAll('[data-testid=pager-page]')).toHaveLength(2);
    fireEvent.click(container.querySelector('[data-testid=list-item]')!);
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^leute\/[\w-]+$/));
    fireEvent.click(container.querySelector('[data-testid=pager-next]')!);
    await waitFor(() => expect(texts(container)).toEqual(['Person 2 aus Basel', 'Person 1 aus Bern']));
  });

  it("says 'Keine Daten gefunden' when nothing is found and names an unknown store", async () => {
    const empty = renderTree({ id: 'l', type: 'GenericList', settings: { dataType: 'members', filter: { fieldSearches: [{ fieldname: 'city', matcher: 'equals', value: 'Genf' }] } } }, { registry });
    await waitFor(() => expect(widgetElement(empty.container, 'l').textContent).toBe('Keine Daten gefunden'));
    empty.unmount();
    const unknown = renderTree({ id: 'l', type: 'GenericList', settings: { store: 'data/nichts-da' } }, { registry });
    await waitFor(() => expect(widgetElement(unknown.container, 'l').textContent).toMatch(/Die Daten konnten nicht geladen werden/));
    unknown.unmount();
    const missing = renderTree({ id: 'l', type: 'GenericList', settings: { store: 'kontakte' } }, { registry });
    expect(widgetElement(missing.container, 'l').textContent).toBe('No store found for name kontakte');
  });
});

describe('DataList', () => {
  it('shows the chosen properties with labels, filtered by its search input', async () => {
    const { container } = renderTree({ id: 'd', type: 'DataList', settings: { dataType: 'members', properties: [{ property: 'name', label: 'Name' }, { property: 'age', label: 'Alter' }] } }, {
      registry, context: { q: 'Person 1' }, connections: [{ id: 's', from: { widgetId: '$context', socket: 'q' }, to: { widgetId: 'd', socket: 'search' } }],
    });
    await waitFor(() => expect(texts(container)).toEqual(['NamePerson 12Alter32', 'NamePerson 11Alter31', 'NamePerson 10Alter30', 'NamePerson 1Alter21']));
  });
});

describe('filtering by what an end user types', () => {
  it('a TextInput narrows a list and a count, over its value output or its page context variable; clearing shows all', async () => {
    const tree: WidgetNode = {
      id: 'root', type: 'FlexboxContainer', settings: { direction: 'column' },
      slots: { children: [
        { id: 'q', type: 'TextInput', settings: { label: 'Suche', contextProperty: 'query' } },
        { id: 'l', type: 'GenericList', settings: { dataType: 'members', template: '${name}' } },
        { id: 'c', type: 'Count', settings: { count: 'members' } },
      ] },
    };
    const { container } = renderTree(tree, { registry, connections: [
      { id: 'toList', from: { widgetId: 'q', socket: 'value' }, to: { widgetId: 'l', socket: 'filter' } },
      { id: 'toCount', from: { widgetId: '$context', socket: 'query' }, to: { widgetId: 'c', socket: 'filter' } },
    ] });
    const count = () => container.querySelector('[data-testid=count-value]')?.getAttribute('data-value');
    await waitFor(() => expect(count()).toBe('12'));
    const input = widgetElement(container, 'q').querySelector('input')!;
    fireEvent.change(input, { target: { value: 'Person 1' } });
    await waitFor(() => expect(texts(container)).toEqual(['Person 12', 'Person 11', 'Person 10', 'Person 1']));
    await waitFor(() => expect(count()).toBe('4'));
    fireEvent.change(input, { target: { value: '' } });
    await waitFor(() => expect(count()).toBe('12'));
    expect(texts(container)).toHaveLength(10);
  });
});

describe('CreateData', () => {
  const form = (): WidgetNode => ({ id: 'f', type: 'CreateData', settings: { dataType: 'guestbook', successMessage: 'Danke!' } });
  const field = (container: HTMLElement, name: string) => container.querySelector<HTMLInputElement>(`[name=${name}]`)!;

  it('has a field per property, checks required ones, shows the API errors at their fields and keeps the input', async () => {
    const { container } = renderTree(form(), { registry });
    await waitFor(() => expect(container.querySelectorAll('[data-testid=create-field]')).toHaveLength(4));
    expect(container.querySelector('label[for=create-name]')!.textContent).toBe('Name *');
    expect(field(container, 'city').tagName).toBe('SELECT');
    expect(field(container, 'ok').type).toBe('checkbox');
    fireEvent.click(container.querySelector('[data-testid=create-submit]')!);
    await waitFor(() => expect(container.querySelectorAll('[data-testid=field-error]')).toHaveLength(2));
    expect(within(container.querySelector<HTMLElement>('[data-field=name]')!).getByTestId('field-error').textContent).toBe('Pflichtfeld');

    fireEvent.change(field(container, 'name'), { target: { value: 'A' } });
    fireEvent.change(field(container, 'stars'), { target: { value: '9' } });
    fireEvent.click(container.querySelector('[data-testid=create-submit]')!);
    // The server refuses both values; the messages sit at the fields, the typed values stay.
    await waitFor(() => expect([...container.querySelectorAll('[data-testid=create-field]:has([data-testid=field-error])')].map((f) => (f as HTMLElement).dataset.field).sort()).toEqual(['name', 'stars']));
    expect(field(container, 'name').value).toBe('A');
    expect(field(container, 'stars').value).toBe('9');
    expect((await dataRecordsApi('guestbook').countDataRecords()).count).toBe(0);
  });

  it('creates the record, says so and empties the form; the values input fills fields in', async () => {
    const { container } = renderTree(form(), { registry, context: { prefill: { city: 'Basel' } }, connections: [{ id: 'v', from: { widgetId: '$context', socket: 'prefill' }, to: { widgetId: 'f', socket: 'values' } }] });
    await waitFor(() => expect(field(container, 'city')?.value).toBe('Basel'));
    fireEvent.change(field(container, 'name'), { target: { value: 'Anna' } });
    fireEvent.change(field(container, 'stars'), { target: { value: '4' } });
    fireEvent.click(field(container, 'ok'));
    fireEvent.click(container.querySelector('[data-testid=create-submit]')!);
    await waitFor(() => expect(container.querySelector('[data-testid=form-saved]')?.textContent).toBe('Danke!'));
    expect(field(container, 'name').value).toBe('');
    const [record] = (await dataRecordsApi('guestbook').getDataRecords()).elements;
    expect(record).toMatchObject({ name: 'Anna', stars: 4, city: 'Basel', ok: true });
  });

  it('asks to be configured without a data type and says when the type does not exist', async () => {
    const none = renderTree({ id: 'f', type: 'CreateData', settings: {} }, { registry });
    expect(widgetElement(none.container, 'f').textContent).toBe('Bitte konfigurieren Sie das Widget!');
    none.unmount();
    const unknown = renderTree({ id: 'f', type: 'CreateData', settings: { dataType: 'gibt-es-nicht' } }, { registry });
    await waitFor(() => expect(widgetElement(unknown.container, 'f').textContent).toBe('Datentyp gibt-es-nicht nicht gefunden'));
  });
});

describe('DataProducer', () => {
  it('writes its values overlaid by the data input; a refused record shows its fields and is sent again unchanged', async () => {
    const { container, engine } = renderTree({ id: 'p', type: 'DataProducer', settings: { dataType: 'guestbook', values: { city: 'Bern', stars: 3 } } }, {
      registry, context: { entry: { name: 'B' } }, connections: [{ id: 'd', from: { widgetId: '$context', socket: 'entry' }, to: { widgetId: 'p', socket: 'data' } }],
    });
    fireEvent.click(container.querySelector('[data-testid=produce]')!);
    await waitFor(() => expect(container.querySelector('[data-testid=field-error]')?.getAttribute('data-field')).toBe('name'));
    expect(container.querySelector('[data-testid=produce]')!.textContent).toBe('Erneut versuchen');
    engine.setContext('entry', { name: 'Bruno' });
    fireEvent.click(container.querySelector('[data-testid=produce]')!);
    await waitFor(() => expect(container.querySelector('[data-testid=form-saved]')).not.toBeNull());
    const found = await dataRecordsApi('guestbook').searchDataRecords({ fieldSearches: [{ fieldname: 'name', matcher: 'equals', value: 'Bruno' }] });
    expect(found.elements[0]).toMatchObject({ name: 'Bruno', city: 'Bern', stars: 3 });
  });
});

describe('grid lists and the data grid layout', () => {
  const cells = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-testid=grid-cell]')];

  it('GridListV3: cells of 150px, 10 per page, links with ${id} and the query merged, nothing in edit mode', async () => {
    const navigate = vi.fn<AppNavigation['navigate']>();
    const navigation = { basePath: '/apps/preview/a', path: 'leute', params: {}, query: new URLSearchParams('view=grid'), navigate };
    const { container } = renderTree({ id: 'g', type: 'GridListV3', settings: { dataType: 'members', template: '${name}', link: 'leute/${id}?tab=1', label: 'Mitglieder' } }, { registry, navigation });
    await waitFor(() => expect(cells(container)).toHaveLength(10));
    expect(container.querySelector<HTMLElement>('[data-testid=grid-list]')!.style.gridTemplateColumns).toBe('repeat(auto-fill, minmax(min(150px, 100%), 1fr))');
    expect(container.querySelector('h3')!.textContent).toBe('Mitglieder');
    fireEvent.click(cells(container)[0]);
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^leute\/[\w-]+\?view=grid&tab=1$/));
    cleanup();
    const inEdit = renderTree({ id: 'g', type: 'GridListV2', settings: { dataType: 'members', link: 'leute/${id}' } }, { registry, navigation, extensions: { mode: 'edit' } });
    await waitFor(() => expect(cells(inEdit.container)).toHaveLength(10));
    navigate.mockClear();
    fireEvent.click(cells(inEdit.container)[0]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('GridListV1 cells are 250px; DataGridLayout cells 500px, at most 500px high; records may come from the page context', async () => {
    const v1 = renderTree({ id: 'g', type: 'GridListV1', settings: { contextProperty: 'people', template: '${name}' } }, { registry, context: { people: [{ id: 'a', name: 'Ada' }, { id: 'b', name: 'Bo' }] } });
    expect(cells(v1.container).map((c) => c.textContent)).toEqual(['Ada', 'Bo']);
    expect(v1.container.querySelector<HTMLElement>('[data-testid=grid-list]')!.style.gridTemplateColumns).toContain('250px');
    v1.unmount();
    const layout = renderTree({ id: 'g', type: 'DataGridLayout', settings: { dataType: 'members', template: '${name}' } }, { registry });
    await waitFor(() => expect(cells(layout.container)).toHaveLength(10));
    expect(layout.container.querySelector<HTMLElement>('[data-testid=grid-list]')!.style.gridTemplateColumns).toContain('500px');
    expect(cells(layout.container)[0].style.maxHeight).toBe('500px');
  });

  it('shows a header with the icon (theme, size 24 by default, colour) and the label; the icon settings have defaults', async () => {
    const people = { people: [{ id: 'a', name: 'Ada' }] };
    const themed = renderTree({ id: 'g', type: 'GridListV2', settings: { contextProperty: 'people', label: 'Team', icon: 'user', iconTheme: 'ios', iconSize: 32, iconColor: '#ff0000' } }, { registry, context: people });
    const header = themed.container.querySelector<HTMLElement>('[data-testid=grid-header]')!;
    expect(header.textContent).toBe('Team');
    const image = header.querySelector('img')!;
    expect(image.getAttribute('src')).toMatch(/\/api\/icons\/user\.svg\?size=32&color=ff0000$/);
    expect(image.getAttribute('width')).toBe('32');
    themed.unmount();
    const plain = renderTree({ id: 'g', type: 'DataGridLayout', settings: { contextProperty: 'people', icon: 'user' } }, { registry, context: people });
    expect(plain.container.querySelector('[data-testid=grid-header] img')!.getAttribute('src')).toMatch(/\/api\/icons\/user\.svg\?size=24$/);
    plain.unmount();
    const bare = renderTree({ id: 'g', type: 'GridListV1', settings: { contextProperty: 'people' } }, { registry, context: people });
    expect(bare.container.querySelector('[data-testid=grid-header]')).toBeNull();
    for (const type of ['GridListV1', 'GridListV2', 'GridListV3', 'DataGridLayout']) {
      expect(registry.get(type)!.schema.properties).toMatchObject({
        icon: { default: '' }, iconTheme: { default: 'fluent', enum: ICON_THEMES }, iconSize: { default: 24, enum: ICON_SIZES }, iconColor: { default: '' },
        showPager: { default: true }, showMoreLink: { default: false }, moreLink: { default: '' }, contextProperty: { default: '' }, label: { default: '' },
      });
    }
  });

  it('hides the pages without showPager and shows the "more" link only with showMoreLink and a target', async () => {
    const navigation = { basePath: '/apps/preview/a', path: '', params: {}, query: new URLSearchParams(), navigate: vi.fn<AppNavigation['navigate']>() };
    const paged = renderTree({ id: 'g', type: 'GridListV3', settings: { dataType: 'members', showMoreLink: true, moreLink: 'alle' } }, { registry, navigation });
    await waitFor(() => expect(cells(paged.container)).toHaveLength(10));
    expect(paged.container.querySelectorAll('[data-testid=pager-page]')).toHaveLength(2);
    expect(paged.container.querySelector('[data-testid=more-link]')!.getAttribute('href')).toBe('/apps/preview/a/alle');
    expect(paged.container.querySelector('[data-testid=more-link]')!.textContent).toBe('Mehr');
    paged.unmount();
    const bare = renderTree({ id: 'g', type: 'GridListV3', settings: { dataType: 'members', showPager: false, moreLink: 'alle' } }, { registry, navigation });
    await waitFor(() => expect(cells(bare.container)).toHaveLength(10));
    expect(bare.container.querySelector('[data-testid=pager-page]')).toBeNull();
    expect(bare.container.querySelector('[data-testid=more-link]')).toBeNull();
  });
});
