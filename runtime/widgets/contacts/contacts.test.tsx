// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import { createContact, createContactCustomField, getContact, getContacts } from '../../api/resources';
import { createContactNote } from '../../api/contacts';
import type { AppNavigation } from '../../app/navigation';
import type { Contact, ContactCustomField } from '../../../model/api/schemas/contacts';
import { startStoreTestServer, type StoreTestServer } from '../../testing/storeTestServer';
import { renderTree } from '../../testing/renderTree';

// Every store-backed test of the contact widgets, against the real server (one start for the area).
const registry = createBuiltinRegistry();
let server: StoreTestServer;
let erika: Contact;
let max: Contact;
let vip: ContactCustomField;
let revenue: ContactCustomField;

beforeAll(async () => {
  server = await startStoreTestServer();
  await server.loginAsAdmin();
  vip = await createContactCustomField({ title: 'VIP', type: 'boolean' });
  revenue = await createContactCustomField({ title: 'Umsatz', type: 'number' });
  erika = await createContact({ firstName: 'Erika', lastName: 'Muster', company: 'Muster GmbH', email: 'erika@example.com', customFields: [{ customFieldId: vip.id, value: 'true' }, { customFieldId: revenue.id, value: '12.5' }] });
  max = await createContact({ firstName: 'Max', lastName: 'Beispiel', company: 'Beispiel AG', phone: '030 1' });
}, 120_000);
afterAll(async () => server?.stop());
afterEach(cleanup);

function navigationAt(search: string): AppNavigation & { calls: string[] } {
  const calls: string[] = [];
  return { basePath: '', path: 'kontakte', params: {}, query: new URLSearchParams(search), navigate: (to) => calls.push(to), calls };
}

describe('ContactsList', () => {
  it('lists the contacts by last name in a table with the chosen columns; the search narrows after 300 ms', async () => {
    const page = renderTree({ id: 'l', type: 'ContactsList', settings: { columns: ['firstName', 'lastName', 'company', 'actions'] } }, { registry });
    const table = await screen.findByTestId('contacts-table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Vorname', 'Nachname', 'Firma', 'Aktionen']);
    expect(within(table).getAllByRole('row').slice(1).map((row) => (row as HTMLTableRowElement).cells[1].textContent)).toEqual(['Beispiel', 'Muster']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Kontakte durchsuchen' }), { target: { value: 'muster' } });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2), { timeout: 10_000 });
    expect(table.textContent).toContain('Muster GmbH');
    page.unmount();
  });

  it('opens the details of ?openDetailsId= with the custom fields typed, and closing removes the parameter', async () => {
    const navigation = navigationAt(`openDetailsId=${erika.id}&tab=2`);
    renderTree({ id: 'l', type: 'ContactsList', settings: {} }, { registry, navigation });
    const dialog = await screen.findByTestId('contact-details-dialog');
    await waitFor(() => expect(dialog.textContent).toContain('Muster GmbH'));
    expect(dialog.getAttribute('data-variant')).toBe('dialog');
    await waitFor(() => expect(dialog.textContent).toContain('VIP'));
    expect(dialog.textContent).toContain('Ja');
    expect(dialog.textContent).toContain('12.5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    expect(navigation.calls.at(-1)).toBe('/kontakte?tab=2');
  });

  it('edits a contact from its row: the change is saved and the list shows it', async () => {
    renderTree({ id: 'l', type: 'ContactsList', settings: {} }, { registry });
    fireEvent.click(await screen.findByRole('button', { name: 'Max Beispiel bearbeiten' }));
    const dialog = await screen.findByTestId('contact-edit-dialog');
    const mobile = await within(dialog).findByLabelText('Mobil');
    fireEvent.change(mobile, { target: { value: '0170 555' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.queryByTestId('contact-edit-dialog')).toBeNull());
    expect((await getContact(max.id)).mobile).toBe('0170 555');
  });
});

describe('ContactEditor', () => {
  it('creates a contact with custom fields saved as strings, and shows the server\'s refusal at the field', async () => {
    renderTree({ id: 'e', type: 'ContactEditor', settings: {} }, { registry });
    await screen.findByLabelText('VIP');
    expect([...document.querySelectorAll('legend')].map((legend) => legend.textContent)).toEqual(['Persönliches', 'Erreichbarkeit', 'Firma', 'Zusatzfelder']);
    fireEvent.change(screen.getByLabelText('Vorname'), { target: { value: 'Nina' } });
    fireEvent.change(screen.getByLabelText('Nachname'), { target: { value: 'Neu' } });
    fireEvent.change(screen.getByLabelText('Anrede'), { target: { value: '1' } });
    fireEvent.click(await screen.findByLabelText('VIP'));
    fireEvent.change(screen.getByLabelText('Umsatz'), { target: { value: '99' } });
    fireEvent.change(screen.getByLabelText('E-Mail'), { target: { value: 'keine-adresse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await screen.findByTestId('save-failed');
    expect(document.getElementById('e-email__error')?.textContent).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-Mail'), { target: { value: 'nina@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect((await screen.findByTestId('save-succeeded')).textContent).toBe('Kontakt gespeichert');
    const saved = (await getContacts({ search: 'Nina' })).elements[0];
    expect(saved).toMatchObject({ firstName: 'Nina', lastName: 'Neu', salutation: 'Frau', email: 'nina@example.com' });
    expect(saved.customFields).toEqual([{ customFieldId: vip.id, value: 'true' }, { customFieldId: revenue.id, value: '99' }]);
  });
});

describe('CreateNote', () => {
  it('adds public and private notes to a contact; the list marks private ones', async () => {
    await createContactNote(erika.id, { note: 'Erste Notiz' });
    renderTree({ id: 'n', type: 'CreateNote', settings: { targetId: erika.id } }, { registry });
    await screen.findByText('Erste Notiz');
    fireEvent.click(screen.getByRole('button', { name: 'Notiz speichern' }));
    expect((await screen.findByText('Bitte eine Notiz eingeben'))).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Neue Notiz/), { target: { value: 'Geheimer Hinweis' } });
    fireEvent.click(screen.getByLabelText('Nur für mich sichtbar'));
    fireEvent.click(screen.getByRole('button', { name: 'Notiz speichern' }));
    await waitFor(() => expect(within(screen.getByTestId('notes-list')).getAllByRole('listitem')).toHaveLength(2));
    const items = within(screen.getByTestId('notes-list')).getAllByRole('listitem');
    expect(items[0].textContent).toContain('Geheimer Hinweis');
    expect(items[0].textContent).toContain('Privat');
    expect(items[1].textContent).not.toContain('Privat');
  });
});

describe('ContactPersonPicker in a Form', () => {
  it('chooses a contact from the searchable dialog, limited to the allowed ids; the value is its id', async () => {
    const page = renderTree({ id: 'f', type: 'Form', settings: { dataType: 'unused' }, slots: { children: [
      { id: 'p', type: 'ContactPersonPicker', settings: { label: 'Ansprechpartner', allowedContactIds: [erika.id] } },
    ] } }, { registry, connections: [{ id: 'c', from: { widgetId: 'p', socket: 'value' }, to: { widgetId: '$context', socket: 'out' } }] });
    expect(screen.getByTestId('no-contact-person').textContent).toBe('Keine Kontaktperson gewählt');
    fireEvent.click(screen.getByRole('button', { name: 'Kontakt wählen' }));
    const dialog = await screen.findByTestId('contact-person-dialog');
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(2));
    expect(dialog.textContent).not.toContain('Beispiel');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Auswählen' }));
    expect(page.engine.getContext('out')).toBe(erika.id);
    await waitFor(() => expect(screen.getByTestId('chosen-contact').textContent).toContain('Erika Muster'));
  });
});
