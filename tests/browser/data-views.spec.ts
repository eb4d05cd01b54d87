import { test, expect } from './fixtures';
import { apiLogin, useSession, type ApiSession } from './editor-helpers';

// Data views in the preview against the real server: a page lists the records of a data type in a table, shows a
// filtered list, a list and a count narrowed by what the user types, and counts and sums them; a record created through the page's form appears in all of them.
test.describe.configure({ mode: 'serial' });

const TYPE = `tickets-${Date.now()}`;
let session: ApiSession;
let applicationId: string;

const page = {
  path: '',
  title: 'Tickets',
  widget: {
    id: 'root', type: 'FlexboxContainer', settings: { direction: 'column' },
    slots: {
      children: [
        { id: 'count', type: 'Count', settings: { count: TYPE, title: 'Tickets' } },
        { id: 'sum', type: 'Count', settings: { count: TYPE, sumValue: 'amount', formatAsCurrency: true, title: 'Umsatz' } },
        { id: 'bern', type: 'GenericList', settings: { dataType: TYPE, template: '${title} (${city})', filter: { fieldSearches: [{ fieldname: 'city', matcher: 'equals', value: 'Bern' }] } } },
        { id: 'table', type: 'DataTableV4', settings: { dataType: TYPE, columns: [{ property: 'title', label: 'Titel' }, { property: 'city', label: 'Ort' }, { property: 'amount', label: 'Betrag' }] } },
        { id: 'form', type: 'CreateData', settings: { dataType: TYPE, successMessage: 'Ticket angelegt' } },
        // What an end user types narrows a list (over the input's value output) and a count (over the page
        // context variable the input writes), as a builder wires them.
        { id: 'query', type: 'TextInput', settings: { label: 'Suche', contextProperty: 'suche' } },
        { id: 'found', type: 'GenericList', settings: { dataType: TYPE, template: '${title} (${city})' } },
        { id: 'found-count', type: 'Count', settings: { count: TYPE, title: 'Gefunden' } },
      ],
    },
  },
  socketConnections: [
    { id: 'query-list', from: { widgetId: 'query', socket: 'value' }, to: { widgetId: 'found', socket: 'filter' } },
    { id: 'query-count', from: { widgetId: '$context', socket: 'suche' }, to: { widgetId: 'found-count', socket: 'filter' } },
  ],
};

test.beforeAll(async ({ request }) => {
  session = await apiLogin(request);
  const auth = { Authorization: `Bearer ${session.token}` };
  const type = await request.post('/api/datatypes', {
    headers: auth,
    data: { path: TYPE, schema: { type: 'object', properties: { title: { type: 'string', minLength: 3 }, city: { type: 'string' }, amount: { type: 'integer', minimum: 0 } }, required: ['title'] } },
  });
  expect(type.status(), await type.text()).toBe(201);
  for (const [title, city, amount] of [['Drucker', 'Bern', 1500], ['Netzwerk', 'Basel', 2250], ['Monitor', 'Bern', 999]] as const) {
    expect((await request.post(`/api/data/${TYPE}`, { headers: auth, data: { title, city, amount } })).status()).toBe(201);
  }
  const app = await request.post('/api/applications', { headers: auth, data: { name: `Data views ${Date.now()}`, schemaVersion: 1, content: [page] } });
  expect(app.status(), await app.text()).toBe(201);
  applicationId = (await app.json()).id;
});

test('lists, filters, counts and creates records of a data type in the preview', async ({ page: browser }) => {
  await useSession(browser, session);
  await browser.goto(`/apps/preview/${applicationId}/`);
  const table = browser.locator('[data-widget-id="table"]');
  await expect(table.locator('[data-testid=data-row]')).toHaveCount(3);
  await expect(table.locator('td[data-column=title]')).toHaveText(['Monitor', 'Netzwerk', 'Drucker']);
  await expect(table.locator('td[data-column=amount]').first()).toHaveText('999');
  await expect(browser.locator('[data-widget-id="bern"] [data-testid=list-item]')).toHaveText(['Monitor (Bern)', 'Drucker (Bern)']);
  await expect(browser.locator('[data-widget-id="count"] [data-testid=count-value]')).toHaveText('3');
  await expect(browser.locator('[data-widget-id="sum"] [data-testid=count-value]')).toHaveText('47,49\u00a0€');

  // Sorting by a header click asks the server for the other order.
  await table.locator('th[data-column=title] [data-testid=sort-button]').click();
  await expect(table.locator('td[data-column=title]')).toHaveText(['Drucker', 'Monitor', 'Netzwerk']);

  // A refused record keeps what was typed and shows the error at its field.
  const form = browser.locator('[data-widget-id="form"]');
  await form.locator('input[name=title]').fill('TV');
  await form.locator('input[name=city]').fill('Bern');
  await form.locator('input[name=amount]').fill('1200');
  await form.getByTestId('create-submit').click();
  await expect(form.locator('[data-field=title] [data-testid=field-error]')).toBeVisible();
  await expect(form.locator('input[name=city]')).toHaveValue('Bern');

  await form.locator('input[name=title]').fill('Beamer');
  await form.getByTestId('create-submit').click();
  await expect(form.getByTestId('form-saved')).toHaveText('Ticket angelegt');
  // Every view of the data type loads again after the write.
  await expect(table.locator('[data-testid=data-row]')).toHaveCount(4);
  await expect(table.locator('td[data-column=title]')).toHaveText(['Beamer', 'Drucker', 'Monitor', 'Netzwerk']);
  await expect(browser.locator('[data-widget-id="bern"] [data-testid=list-item]')).toHaveText(['Beamer (Bern)', 'Monitor (Bern)', 'Drucker (Bern)']);
  await expect(browser.locator('[data-widget-id="count"] [data-testid=count-value]')).toHaveText('4');
  await expect(browser.locator('[data-widget-id="sum"] [data-testid=count-value]')).toHaveText('59,49\u00a0€');

  // Typing narrows the list and the count to the matching records; clearing the input shows all again.
  const found = browser.locator('[data-widget-id="found"] [data-testid=list-item]');
  const foundCount = browser.locator('[data-widget-id="found-count"] [data-testid=count-value]');
  await expect(found).toHaveCount(4);
  await expect(foundCount).toHaveText('4');
  const query = browser.locator('[data-widget-id="query"] input');
  await query.fill('bern');
  await expect(found).toHaveText(['Beamer (Bern)', 'Monitor (Bern)', 'Drucker (Bern)']);
  await expect(foundCount).toHaveText('3');
  await query.fill('Drucker Bern');
  await expect(found).toHaveText(['Drucker (Bern)']);
  await expect(foundCount).toHaveText('1');
  await query.fill('');
  await expect(found).toHaveCount(4);
  await expect(foundCount).toHaveText('4');
});
