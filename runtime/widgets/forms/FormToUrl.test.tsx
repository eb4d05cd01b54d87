// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import { apiConfig, apiRequest } from '../../api/http';
import type { AppNavigation } from '../../app/navigation';
import { renderTree } from '../../testing/renderTree';
import { startStoreTestServer, type StoreTestServer } from '../../testing/storeTestServer';

const registry = createBuiltinRegistry();
let server: StoreTestServer;
const schema = {
  type: 'object',
  required: ['email'],
  properties: {
    email: { type: 'string', format: 'email', title: 'E-Mail' },
    count: { type: 'integer', minimum: 1, title: 'Anzahl' },
    kind: { type: 'string', enum: ['a', 'b'], title: 'Art' },
  },
};

beforeAll(async () => {
  server = await startStoreTestServer();
  await server.loginAsAdmin();
  await apiRequest('POST', '/datatypes', { body: { path: 'requests', schema: { type: 'object', properties: { formData: { type: 'object' } }, required: ['formData'] } } });
}, 120_000);
afterAll(async () => {
  await server?.logout();
  await server?.stop();
});
afterEach(cleanup);

const sent = async () => (await apiRequest<{ elements: { formData: Record<string, unknown> }[] }>('GET', '/data/requests', { query: { size: 100 } })).elements;
const send = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Anfragen' })));

describe('FormToUrl', () => {
  it('draws a field per schema property with the info box, and sends nothing while a field is invalid', async () => {
    renderTree({ id: 'f', type: 'FormToUrl', settings: { schema, url: `${apiConfig().baseUrl}/data/requests`, usePersonalToken: true, buttonText: 'Anfragen', infoBox: 'Wir melden uns.' } }, { registry });
    expect(screen.getByRole('note').textContent).toBe('Wir melden uns.');
    expect((screen.getByLabelText(/E-Mail/) as HTMLInputElement).type).toBe('email');
    expect(screen.getByLabelText('Art').tagName).toBe('SELECT');
    await send();
    expect(screen.getByText('Dieses Feld ist erforderlich.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/E-Mail/), { target: { value: 'kein-at' } });
    fireEvent.change(screen.getByLabelText('Anzahl'), { target: { value: '0' } });
    await send();
    expect(screen.getByText('Die Eingabe ist kein gültiges Format „email“.')).toBeTruthy();
    expect(screen.getByText('Der Wert muss mindestens 1 sein.')).toBeTruthy();
    expect(await sent()).toHaveLength(0);
  });

  it('posts {formData} to the address with the personal session and says the success message', async () => {
    renderTree({ id: 'f', type: 'FormToUrl', settings: { schema, url: `${apiConfig().baseUrl}/data/requests`, usePersonalToken: true, buttonText: 'Anfragen', successMessage: 'Angekommen' } }, { registry });
    fireEvent.change(screen.getByLabelText(/E-Mail/), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Anzahl'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Art'), { target: { value: '1' } });
    await send();
    await waitFor(() => expect(screen.getByTestId('form-status').textContent).toBe('Erfolg Angekommen'));
    expect((await sent()).map((record) => record.formData)).toContainEqual({ email: 'ada@example.com', count: 2, kind: 'b' });
  });

  it('shows notifications.error.title and the error when the address refuses (no token sent)', async () => {
    renderTree({ id: 'f', type: 'FormToUrl', settings: { schema, url: `${apiConfig().baseUrl}/data/requests`, usePersonalToken: false, buttonText: 'Anfragen' } }, { registry });
    fireEvent.change(screen.getByLabelText(/E-Mail/), { target: { value: 'bob@example.com' } });
    await send();
    await waitFor(() => expect(screen.getByTestId('form-status').dataset.state).toBe('error'));
    expect(screen.getByTestId('form-status').textContent).toMatch(/^Fehler /);
    expect((screen.getByLabelText(/E-Mail/) as HTMLInputElement).value).toBe('bob@example.com');
  });

  it('query mode: writes the values into the page address, keeping other parameters', async () => {
    const visits: string[] = [];
    const navigation: AppNavigation = { basePath: '', path: 'list', params: {}, query: new URLSearchParams('page=2&count=9'), navigate: (to) => void visits.push(to) };
    renderTree({ id: 'f', type: 'FormToUrl', settings: { schema, mode: 'query', buttonText: 'Anfragen' } }, { registry, navigation });
    fireEvent.change(screen.getByLabelText(/E-Mail/), { target: { value: 'ada@example.com' } });
    await send();
    expect(visits).toEqual(['/list?page=2&email=ada%40example.com']);
  });
});
