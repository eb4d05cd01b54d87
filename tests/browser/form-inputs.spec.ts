import { test, expect } from './fixtures';
import {
  apiLogin,
  applicationWith,
  container,
  configureWidget,
  createApplication,
  dragFromPalette,
  openEditor,
  propertyPanel,
  sampleApplication,
  startPage,
  useSession,
} from './editor-helpers';

// A builder makes a form page in the editor (palette, property panel, save); an end user fills it in in the
// preview, sees the validation texts and sends it; the record is stored in the data type.

const base = () => process.env.E2E_BASE_URL!;
const panel = propertyPanel;
const configure = configureWidget;

test('a form built in the editor validates what an end user types and stores it in a data type', async ({ page, request }) => {
  const session = await apiLogin(request);
  const auth = { Authorization: `Bearer ${session.token}` };
  const path = `guests-${Date.now()}`;
  const created = await request.post(`${base()}/api/datatypes`, {
    headers: auth,
    data: { path, schema: { type: 'object', properties: { name: { type: 'string' }, age: { type: 'integer' } }, required: ['name'] } },
  });
  expect(created.status(), await created.text()).toBe(201);
  await useSession(page, session);
  const appId = await createApplication(request, session, sampleApplication('Gästeformular'));
  await openEditor(page, appId);

  const form = await dragFromPalette(page, 'Form', 'Formular', 'boxB');
  const name = await dragFromPalette(page, 'TextInput', 'Texteingabe', form);
  const age = await dragFromPalette(page, 'IntegerInput', 'Ganzzahl', form);
  await configure(page, form, { dataType: path, successMessage: 'Danke für Ihre Anmeldung!' });
  await configure(page, name, { name: 'name', label: 'Ihr Name', required: true, maxLength: '20' });
  await configure(page, age, { name: 'age', label: 'Alter', minimum: '18' });
  await page.getByTestId('save').click();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');

  const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('preview').click()]);
  const nameField = preview.getByLabel('Ihr Name');
  const ageField = preview.getByLabel('Alter');
  const send = preview.getByRole('button', { name: 'Absenden' });

  // Nothing is said before the user did anything; a submit attempt shows every problem and sends nothing.
  await expect(nameField).toBeVisible();
  await expect(preview.getByText('Dieses Feld ist erforderlich.')).toHaveCount(0);
  await send.click();
  await expect(preview.getByText('Bitte prüfen Sie die markierten Felder.')).toBeVisible();
  await expect(preview.getByText('Dieses Feld ist erforderlich.')).toBeVisible();
  await expect(nameField).toHaveAttribute('aria-describedby', /__error/);

  await nameField.fill('Ada Lovelace');
  await expect(preview.getByText('Dieses Feld ist erforderlich.')).toHaveCount(0);
  await ageField.fill('17');
  await expect(preview.getByText('Der Wert muss mindestens 18 sein.')).toBeVisible();
  await ageField.fill('36');
  await send.click();
  await expect(preview.getByTestId('form-status')).toHaveText('Erfolg Danke für Ihre Anmeldung!');
  await expect(nameField).toHaveValue('');

  const records = await request.get(`${base()}/api/data/${path}`, { headers: auth });
  expect(records.status()).toBe(200);
  const { elements } = (await records.json()) as { elements: Record<string, unknown>[] };
  expect(elements).toHaveLength(1);
  expect(elements[0]).toMatchObject({ name: 'Ada Lovelace', age: 36 });
});

test('a signature drawn with the pointer fills the 200px pad and Löschen empties it', async ({ page, request }) => {
  const session = await apiLogin(request);
  const pad = { id: 'sig', type: 'SignaturePad', settings: { label: 'Unterschrift', contextProperty: 'signature' } };
  const appId = await createApplication(request, session, applicationWith('Unterschrift', [startPage([pad])]));
  await useSession(page, session);
  await page.goto(`/apps/preview/${appId}/`);
  const canvasElement = page.getByRole('img', { name: 'Unterschrift' });
  await expect(canvasElement).toHaveAttribute('data-empty', 'true');
  const box = (await canvasElement.boundingBox())!;
  expect(Math.round(box.height)).toBe(200);
  await page.mouse.move(box.x + 20, box.y + 50);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + 20 + step * 20, box.y + 50 + (step % 2) * 30, { steps: 2 });
  await page.mouse.up();
  await expect(canvasElement).toHaveAttribute('data-empty', 'false');
  await page.getByRole('button', { name: 'Löschen' }).click();
  await expect(canvasElement).toHaveAttribute('data-empty', 'true');
});

/** A one-page PDF with a line of text, its cross-reference table computed. */
function onePagePdf(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 18 Tf 20 100 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 18 Tf 20 100 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, at) => {
    const offset = body.length;
    body += `${at + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

test('a document is shown with pdf.js in the preview and accepted there', async ({ page, request }) => {
  const session = await apiLogin(request);
  await page.route('**/test-documents/agb.pdf', (route) => route.fulfill({ status: 200, contentType: 'application/pdf', body: onePagePdf('AGB') }));
  const acceptance = { id: 'doc', type: 'DocumentAcceptance', settings: { label: 'AGB gelesen', fileUrl: '/test-documents/agb.pdf' } };
  const appId = await createApplication(request, session, applicationWith('Dokument', [startPage([acceptance])]));
  await useSession(page, session);
  await page.goto(`/apps/preview/${appId}/`);
  const box = page.getByRole('checkbox', { name: 'AGB gelesen' });
  await box.click(); // ticking only opens the preview: the box stays unchecked until accepted
  await expect(box).not.toBeChecked();
  const dialog = page.getByRole('dialog', { name: 'AGB gelesen' });
  await expect(dialog.getByTestId('pdf-page')).toHaveCount(1);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Akzeptieren', exact: true }).click();
  await expect(box).toBeChecked();
});

test('search widgets built in the editor narrow a list and a Count in the preview, and a StoreSelect stores the picked record', async ({ page, request }) => {
  const session = await apiLogin(request);
  const auth = { Authorization: `Bearer ${session.token}` };
  const stamp = Date.now();
  const people = `people-${stamp}`;
  const picks = `picks-${stamp}`;
  for (const [path, schema] of [
    [people, { type: 'object', properties: { name: { type: 'string' }, city: { type: 'string' } } }],
    [picks, { type: 'object', properties: { person: { type: 'string' } }, required: ['person'] }],
  ] as const) {
    const created = await request.post(`${base()}/api/datatypes`, { headers: auth, data: { path, schema } });
    expect(created.status(), await created.text()).toBe(201);
  }
  const ids: Record<string, string> = {};
  for (const [name, city] of [['Ada', 'Bern'], ['Ben', 'Basel'], ['Cleo', 'Bern'], ['Dora', 'Zürich']]) {
    const created = await request.post(`${base()}/api/data/${people}`, { headers: auth, data: { name, city } });
    ids[name] = ((await created.json()) as { id: string }).id;
  }
  // A list and a Count of the people, both filtered by the page context variable `q` the search widgets write.
  const fromQ = (to: string) => ({ id: `q-${to}`, from: { widgetId: '$context', socket: 'q' }, to: { widgetId: to, socket: 'filter' } });
  const appId = await createApplication(request, session, applicationWith('Suche', [startPage([
    container('boxB'),
    { id: 'list', type: 'DataList', settings: { dataType: people, properties: [{ property: 'name', label: 'Name' }] } },
    { id: 'count', type: 'Count', settings: { count: people } },
  ], { connections: [fromQ('list'), fromQ('count')] })]));
  await useSession(page, session);
  await openEditor(page, appId);

  const textSearch = await dragFromPalette(page, 'TextSearch', 'Textsuche', 'boxB');
  await configure(page, textSearch, { store: `data/${people}`, label: 'Personen suchen', contextProperty: 'q' });
  const storeSearch = await dragFromPalette(page, 'StoreSearch', 'Store-Suche', 'boxB');
  await configure(page, storeSearch, { store: `data/${people}`, label: 'Wörter suchen', contextProperty: 'q' });
  const filterBar = await dragFromPalette(page, 'FilterBar', 'Filterleiste', 'boxB');
  await configure(page, filterBar, { contextProperty: 'q' });
  await panel(page).getByRole('button', { name: 'Eintrag hinzufügen' }).first().click();
  await panel(page).locator('#root_filters_0_label').fill('Ort');
  await panel(page).locator('#root_filters_0_property').fill('city');
  const form = await dragFromPalette(page, 'Form', 'Formular', 'boxB');
  const select = await dragFromPalette(page, 'StoreSelect', 'Store-Auswahl', form);
  await configure(page, form, { dataType: picks, successMessage: 'Gespeichert!' });
  await configure(page, select, { name: 'person', label: 'Person', store: `data/${people}`, required: true });
  await page.getByTestId('save').click();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');

  const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('preview').click()]);
  const count = preview.locator('[data-widget-id="count"] [data-testid=count-value]');
  const names = preview.locator('[data-widget-id="list"] dd');
  await expect(count).toHaveText('4');

  // TextSearch: every word must occur
  const text = preview.getByRole('searchbox', { name: 'Personen suchen' });
  await text.fill('bern');
  await expect(count).toHaveText('2');
  await expect.poll(async () => (await names.allTextContents()).sort()).toEqual(['Ada', 'Cleo']);
  await expect(preview.locator(`[data-widget-id="${textSearch}"]`).getByText('2 Treffer')).toBeVisible();
  await text.fill('');
  await expect(count).toHaveText('4');

  // StoreSearch, simple mode: any word in a searchable field
  const words = preview.getByRole('searchbox', { name: 'Wörter suchen' });
  await words.fill('ada ZÜRICH');
  await expect(count).toHaveText('2');
  await words.fill('');
  await expect(count).toHaveText('4');

  // FilterBar: the city contains the text
  await preview.getByLabel('Ort').fill('bas');
  await expect(count).toHaveText('1');
  await expect(names).toHaveText(['Ben']);
  await preview.getByLabel('Ort').fill('');
  await expect(count).toHaveText('4');

  // StoreSelect inside a Form: the picked record's id is stored
  await preview.getByRole('combobox', { name: /Person/ }).selectOption({ label: 'Dora' });
  await preview.getByRole('button', { name: 'Absenden' }).click();
  await expect(preview.getByTestId('form-status')).toContainText('Gespeichert!');
  const stored = await request.get(`${base()}/api/data/${picks}`, { headers: auth });
  const { elements } = (await stored.json()) as { elements: Record<string, unknown>[] };
  expect(elements.map((record) => record.person)).toEqual([ids.Dora]);
});
