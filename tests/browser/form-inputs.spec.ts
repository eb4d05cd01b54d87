import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import {
  apiLogin,
  applicationWith,
  canvasChildren,
  canvasWidget,
  createApplication,
  dropzone,
  openEditor,
  outlineItem,
  paletteItem,
  pointerDrag,
  sampleApplication,
  startPage,
  useSession,
} from './editor-helpers';

// A builder makes a form page in the editor (palette, property panel, save); an end user fills it in in the
// preview, sees the validation texts and sends it; the record is stored in the data type.

const base = () => process.env.E2E_BASE_URL!;
const panel = (page: Page) => page.getByTestId('property-panel');

async function dragFromPalette(page: Page, type: string, search: string, parentId: string): Promise<string> {
  const before = await canvasChildren(page, parentId);
  await page.getByTestId('palette-search').fill(search);
  await pointerDrag(page, paletteItem(page, type), dropzone(page, parentId));
  await page.mouse.up();
  await expect.poll(async () => (await canvasChildren(page, parentId)).length).toBe(before.length + 1);
  const added = (await canvasChildren(page, parentId)).find((id) => !before.includes(id))!;
  await expect(canvasWidget(page, added)).toHaveAttribute('data-widget-type', type);
  return added;
}

/** Selects a widget (in the outline while its row shows, else on the canvas) and fills its settings in the property panel. */
async function configure(page: Page, widgetId: string, fields: Record<string, string | boolean>) {
  if (await outlineItem(page, widgetId).isVisible()) await outlineItem(page, widgetId).click();
  else await canvasWidget(page, widgetId).click({ position: { x: 4, y: 4 } });
  await expect(canvasWidget(page, widgetId)).toHaveAttribute('data-selected', 'true');
  for (const [name, value] of Object.entries(fields)) {
    const field = panel(page).locator(`#root_${name}`);
    if (typeof value === 'boolean') await field.setChecked(value);
    else await field.fill(value);
  }
}

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
