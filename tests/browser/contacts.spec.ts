import { test, expect } from './fixtures';
import {
  apiLogin, applicationWith, createApplication, dragFromPalette, openEditor, sampleApplication, startPage, useSession,
} from './editor-helpers';

// A builder puts the contact list and editor on a page; in the preview a contact with custom fields is created and
// edited, gets a note, opens through ?openDetailsId=, and a Form stores a record naming a contact person.

const base = () => process.env.E2E_BASE_URL!;

test('contacts: built in the editor, created and edited with custom fields, noted, opened by link and picked in a form', async ({ page, request }) => {
  const session = await apiLogin(request);
  const auth = { Authorization: `Bearer ${session.token}` };
  const stamp = Date.now();
  const field = await request.post(`${base()}/api/contactcustomfields`, { headers: auth, data: { title: `Stammkunde ${stamp}`, type: 'boolean' } });
  expect(field.status()).toBe(201);
  const fieldId = ((await field.json()) as { id: string }).id;

  await useSession(page, session);
  const appId = await createApplication(request, session, sampleApplication('Kontakte'));
  await openEditor(page, appId);
  await dragFromPalette(page, 'ContactsList', 'Kontaktliste', 'boxB');
  await dragFromPalette(page, 'ContactEditor', 'Kontakt bearbeiten', 'boxB');
  await page.getByTestId('save').click();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');

  const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('preview').click()]);
  const editor = preview.getByTestId('contact-editor');
  await editor.getByLabel('Vorname').fill('Greta');
  await editor.getByLabel('Nachname').fill(`Garbo ${stamp}`);
  await editor.getByLabel(`Stammkunde ${stamp}`).check();
  await editor.getByRole('button', { name: 'Speichern' }).click();
  await expect(editor.getByTestId('save-succeeded')).toHaveText('Kontakt gespeichert');

  const list = preview.getByTestId('contacts-list');
  await list.getByRole('searchbox', { name: 'Kontakte durchsuchen' }).fill(`garbo ${stamp}`);
  await expect(list.getByRole('row')).toHaveCount(2);
  await list.getByRole('button', { name: `Greta Garbo ${stamp} bearbeiten` }).click();
  const dialog = preview.getByTestId('contact-edit-dialog');
  await dialog.getByLabel('Firma', { exact: true }).fill('Garbo Film AG');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(list.getByRole('row').nth(1)).toContainText('Garbo Film AG');

  const found = await request.get(`${base()}/api/contacts?search=${encodeURIComponent(`garbo ${stamp}`)}`, { headers: auth });
  const contact = ((await found.json()) as { elements: { id: string; company: string; customFields: unknown[] }[] }).elements[0];
  expect(contact).toMatchObject({ company: 'Garbo Film AG', customFields: [{ customFieldId: fieldId, value: 'true' }] });

  // A note, a link that opens the details, and a form naming a contact person, on a second application.
  const tickets = `tickets-${stamp}`;
  expect((await request.post(`${base()}/api/datatypes`, { headers: auth, data: { path: tickets, schema: { type: 'object', properties: { contactId: { type: 'string' } }, required: ['contactId'] } } })).status()).toBe(201);
  const second = await createApplication(request, session, applicationWith('Notizen', [startPage([
    { id: 'note', type: 'CreateNote', settings: { targetId: contact.id } },
    { id: 'list', type: 'ContactsList', settings: { showSearch: false } },
    { id: 'form', type: 'Form', settings: { dataType: tickets }, slots: { children: [
      { id: 'who', type: 'ContactPersonPicker', settings: { name: 'contactId', label: 'Ansprechpartner', required: true, allowedContactIds: [contact.id] } },
    ] } },
  ])]));
  await page.goto(`/apps/preview/${second}/?openDetailsId=${contact.id}`);
  const details = page.getByTestId('contact-details-dialog');
  await expect(details).toContainText('Garbo Film AG');
  await expect(details).toContainText(`Stammkunde ${stamp}`);
  await details.getByRole('button', { name: 'Schließen' }).click();
  await expect(details).toHaveCount(0);
  await expect(page).not.toHaveURL(/openDetailsId/);

  await page.getByLabel('Neue Notiz').fill('Möchte Autogramme');
  await page.getByLabel('Nur für mich sichtbar').check();
  await page.getByRole('button', { name: 'Notiz speichern' }).click();
  await expect(page.getByTestId('notes-list').getByRole('listitem').first()).toContainText('Möchte Autogramme');
  await expect(page.getByTestId('notes-list').getByTestId('private-badge')).toHaveText('Privat');

  await page.getByRole('button', { name: 'Kontakt wählen' }).click();
  const picker = page.getByTestId('contact-person-dialog');
  await expect(picker.getByRole('row')).toHaveCount(2);
  await picker.getByRole('button', { name: 'Auswählen' }).click();
  await expect(page.getByTestId('chosen-contact')).toContainText(`Greta Garbo ${stamp}`);
  await page.getByRole('button', { name: 'Absenden' }).click();
  await expect(page.getByTestId('form-status')).toContainText('Erfolg');
  const records = await request.get(`${base()}/api/data/${tickets}`, { headers: auth });
  expect(((await records.json()) as { elements: unknown[] }).elements).toEqual([expect.objectContaining({ contactId: contact.id })]);
});
