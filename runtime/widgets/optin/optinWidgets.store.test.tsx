// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import { createContactNote } from '../../api/contacts';
import { createContact, createDataType, createMailingList, createOrder, createWorkflow, dataRecordsApi, getOutboxMails, getWorkflowRun, searchOptIns } from '../../api/resources';
import { startStoreTestServer, type StoreTestServer } from '../../testing/storeTestServer';
import { renderTree, widgetElement } from '../../testing/renderTree';
import type { AppNavigation } from '../../app/navigation';

// The store-backed widgets of the opt-in and workflow area against the real server (mails go to its outbox):
// Consent subscribes, the mailed link opens DoubleOptIn which confirms once, opt-out likewise; StartWorkflowButton
// starts a run with its input from the page context; Timeline shows a contact's real notes and records, LatestOrders
// the newest orders, GlobalStoreSaveButton creates and then updates a data record.
const registry = createBuiltinRegistry();
let server: StoreTestServer;
let listId = '';

beforeAll(async () => {
  server = await startStoreTestServer();
  await server.loginAsAdmin();
  listId = (await createMailingList({ name: 'Neuigkeiten', doubleOptIn: true })).id;
  await server.logout();
}, 180_000);
afterAll(async () => server?.stop());
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

/** The link of the newest outbox mail to `email`, read as the admin (who may read the outbox). */
async function mailedLink(email: string): Promise<URL> {
  await server.loginAsAdmin();
  try {
    let text = '';
    await waitFor(async () => {
      const mails = await getOutboxMails({ search: email, sort: '-id' });
      expect(mails.elements.length).toBeGreaterThan(0);
      text = String(mails.elements[0].text);
    }, { timeout: 10_000 });
    return new URL(/(https?:\/\/\S+)/.exec(text)![1]);
  } finally {
    await server.logout();
  }
}

async function stateOf(email: string): Promise<unknown> {
  await server.loginAsAdmin();
  try {
    return (await searchOptIns({ fieldSearches: [{ fieldname: 'email', matcher: 'equals', value: email }] })).elements[0]?.state;
  } finally {
    await server.logout();
  }
}

function subscribe(email: string, mode: 'subscribe' | 'unsubscribe' = 'subscribe') {
  const view = renderTree({ id: 'c', type: 'Consent', settings: { mailingListId: listId, mode, confirmationPage: '/newsletter' } }, { registry });
  const form = within(widgetElement(view.container, 'c'));
  fireEvent.change(form.getByLabelText('E-Mail-Adresse'), { target: { value: email } });
  if (mode === 'subscribe') fireEvent.click(form.getByRole('checkbox'));
  fireEvent.click(form.getByRole('button', { name: mode === 'subscribe' ? 'Anmelden' : 'Abmelden' }));
  return view;
}

/** The shell's navigation as a published application has it: the address of the page, changed in place. */
const navigation: AppNavigation = {
  basePath: '',
  get path() { return window.location.pathname.slice(1); },
  params: {},
  get query() { return new URLSearchParams(window.location.search); },
  navigate: (to, options) => (options?.replace ? window.history.replaceState(null, '', to) : window.history.pushState(null, '', to)),
};

/** Opens the mailed link's page (jsdom's address) with a DoubleOptIn on it. */
function openLink(link: URL) {
  window.history.replaceState(null, '', `${link.pathname}${link.search}`);
  return renderTree({ id: 'o', type: 'DoubleOptIn', settings: {} }, { registry, navigation });
}

describe('Consent and DoubleOptIn', () => {
  it('subscribes, the mailed link confirms once through DoubleOptIn, and closing takes the token out of the address', async () => {
    const email = `leserin-${Date.now()}@example.com`;
    const form = subscribe(email);
    await waitFor(() => expect(screen.getByTestId('mailing-message').textContent).toContain('Fast geschafft'));
    form.unmount();
    const link = await mailedLink(email);
    expect(link.pathname).toBe('/newsletter');
    expect(await stateOf(email)).toBe('pending');

    const page = openLink(link);
    const message = () => within(widgetElement(page.container, 'o')).getByTestId('mailing-message');
    await waitFor(() => expect(message().dataset.state).toBe('success'));
    expect(message().textContent).toContain('Vielen Dank! Ihre Anmeldung ist bestätigt.');
    expect(await stateOf(email)).toBe('confirmed');
    fireEvent.click(within(message()).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.location.pathname).toBe('/newsletter');
    expect(within(widgetElement(page.container, 'o')).queryByTestId('mailing-message')).toBeNull();
    page.unmount();

    const again = openLink(link);
    await waitFor(() => expect(within(widgetElement(again.container, 'o')).getByTestId('mailing-message').dataset.state).toBe('error'));
    expect(within(widgetElement(again.container, 'o')).getByRole('alert').textContent)
      .toBe('Fehler Der Link ist ungültig, abgelaufen oder wurde schon verwendet.×');
  });

  it('opts out through the mailed link', async () => {
    const email = `abmelder-${Date.now()}@example.com`;
    subscribe(email);
    await screen.findByTestId('mailing-message');
    cleanup();
    const confirmed = openLink(await mailedLink(email));
    await waitFor(() => expect(within(widgetElement(confirmed.container, 'o')).getByTestId('mailing-message').dataset.state).toBe('success'));
    cleanup();

    subscribe(email, 'unsubscribe');
    await waitFor(() => expect(screen.getByTestId('mailing-message').textContent).toContain('erhalten Sie gleich eine E-Mail'));
    cleanup();
    const link = await mailedLink(email);
    expect(link.searchParams.has('optOutToken')).toBe(true);
    const page = openLink(link);
    await waitFor(() => expect(within(widgetElement(page.container, 'o')).getByTestId('mailing-message').textContent)
      .toContain('Sie wurden abgemeldet'));
    expect(await stateOf(email)).toBe('revoked');
  });
});

describe('StartWorkflowButton', () => {
  it('asks, then starts a run with its input from the page context, and says so', async () => {
    await server.loginAsAdmin();
    const workflow = await createWorkflow({ name: `Retoure ${Date.now()}`, steps: [{ name: 'Prüfen', kind: 'approval' }] });
    const { container, engine } = renderTree(
      { id: 'w', type: 'StartWorkflowButton', settings: { workflowId: workflow.id, input: { orderId: '${bestellung.id}' } } },
      { registry, context: { bestellung: { id: 'o-7' } }, connections: [{ id: 'c', from: { widgetId: 'w', socket: 'started' }, to: { widgetId: '$context', socket: 'run' } }] },
    );
    fireEvent.click(within(widgetElement(container, 'w')).getByRole('button', { name: 'Workflow starten' }));
    const dialog = await screen.findByTestId('start-workflow-confirm');
    expect(within(dialog).getByText('Soll der Workflow jetzt gestartet werden?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(within(widgetElement(container, 'w')).getByRole('status').textContent).toContain('Der Workflow wurde gestartet.'));
    const run = engine.getContext('run') as { id: string };
    expect(await getWorkflowRun(run.id)).toMatchObject({ workflowId: workflow.id, input: { orderId: 'o-7' }, state: 'started' });
  });

  it('asks a visitor who is not signed in to sign in', async () => {
    await server.logout();
    const { container } = renderTree({ id: 'w', type: 'StartWorkflowButton', settings: { workflowId: 'irgendeiner', confirmation: false } }, { registry });
    fireEvent.click(within(widgetElement(container, 'w')).getByRole('button', { name: 'Workflow starten' }));
    await waitFor(() => expect(within(widgetElement(container, 'w')).getByRole('alert').textContent)
      .toContain('Bitte melden Sie sich an, um den Workflow zu starten.'));
  });
});

describe('Timeline, LatestOrders and GlobalStoreSaveButton', () => {
  it('Timeline merges the contact\'s notes with the records found for it; the private note stays blurred', async () => {
    await server.loginAsAdmin();
    const contact = await createContact({ firstName: 'Tina', lastName: `Zeitleiste${Date.now()}` });
    await createContactNote(contact.id, { note: 'Angerufen' });
    await createContactNote(contact.id, { note: 'Nur für mich', visibility: 'private' });
    await createDataType({ path: 'besuche', schema: { type: 'object', properties: { kontaktId: { type: 'string' }, thema: { type: 'string' } } } });
    await dataRecordsApi('besuche').createDataRecord({ kontaktId: contact.id, thema: 'Messe' });
    await dataRecordsApi('besuche').createDataRecord({ kontaktId: 'jemand-anderes', thema: 'Fremd' });
    const { container } = renderTree(
      { id: 't', type: 'Timeline', settings: { contextVariable: 'kontakt', highlightSender: true, additionals: [{ type: 'data/besuche', query: '${kontakt.id}', title: 'Besuch: {thema}' }] } },
      { registry, context: { kontakt: contact } },
    );
    const view = within(widgetElement(container, 't'));
    await waitFor(() => expect(view.getAllByRole('listitem')).toHaveLength(3));
    const texts = view.getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(texts.some((text) => text.includes('Besuch: Messe'))).toBe(true);
    expect(texts.some((text) => text.includes('Fremd'))).toBe(false);
    expect(view.getByText('Nur für mich').style.filter).toBe('blur(5px)');
    expect(view.getAllByRole('listitem').filter((item) => item.dataset.own)).toHaveLength(2); // the admin's two notes
    await server.logout();
  });

  it('LatestOrders shows the newest `amount` orders by order date', async () => {
    await server.loginAsAdmin();
    const address = { street: 'Weg 1', postalCode: '10115', city: 'Berlin', country: 'DE' };
    const future = Date.now() + 86_400_000;
    await createOrder({ positions: [], orderDate: future, billingAddress: { ...address, name: 'Neueste Kundin' } });
    await createOrder({ positions: [], orderDate: future - 1000, billingAddress: { ...address, name: 'Ältere Kundin' } });
    const { container } = renderTree({ id: 'l', type: 'LatestOrders', settings: { amount: 1 } }, { registry });
    const list = await within(widgetElement(container, 'l')).findByTestId('latest-orders');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('Neueste Kundin')]);
    await server.logout();
  });

  it('GlobalStoreSaveButton creates the record, then updates the same one', async () => {
    await server.loginAsAdmin();
    await createDataType({ path: 'entwuerfe', schema: { type: 'object', properties: { titel: { type: 'string' } }, required: ['titel'] } });
    const { container, engine } = renderTree({ id: 'g', type: 'GlobalStoreSaveButton', settings: { globalsKey: 'entwurf', dataType: 'entwuerfe' } }, { registry, context: { entwurf: { titel: 'Erster Stand' } } });
    const view = within(widgetElement(container, 'g'));
    fireEvent.click(view.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(view.getByRole('status').textContent).toContain('Gespeichert.'));
    const saved = engine.getContext('entwurf') as { id: string };
    expect(await dataRecordsApi('entwuerfe').getDataRecord(saved.id)).toMatchObject({ titel: 'Erster Stand' });
    engine.setContext('entwurf', { ...saved, titel: 'Zweiter Stand' });
    fireEvent.click(view.getByRole('button', { name: 'Speichern' }));
    await waitFor(async () => expect(await dataRecordsApi('entwuerfe').getDataRecord(saved.id)).toMatchObject({ titel: 'Zweiter Stand' }));
    expect((await dataRecordsApi('entwuerfe').getDataRecords()).totalElements).toBe(1);
    engine.setContext('entwurf', { titel: 42 });
    fireEvent.click(view.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(view.getByRole('alert').textContent).toContain('titel'));
    await server.logout();
  });
});
