// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import { apiRequest } from '../../api/http';
import type { WidgetNode } from '../../../model/document/types';
import { renderTree } from '../../testing/renderTree';
import { startStoreTestServer, type StoreTestServer } from '../../testing/storeTestServer';

const registry = createBuiltinRegistry();
let server: StoreTestServer;

beforeAll(async () => {
  server = await startStoreTestServer();
  await server.loginAsAdmin();
  await apiRequest('POST', '/datatypes', {
    body: {
      path: 'guests',
      schema: { type: 'object', properties: { name: { type: 'string' }, age: { type: 'integer', minimum: 18 } }, required: ['name'] },
    },
  });
}, 120_000);
afterAll(async () => {
  await server?.logout();
  await server?.stop();
});
afterEach(cleanup);

function form(settings: Record<string, unknown>, children: WidgetNode[]): WidgetNode {
  return { id: 'f', type: 'Form', settings, slots: { children } };
}
const nameInput: WidgetNode = { id: 'n', type: 'TextInput', settings: { name: 'name', label: 'Name', required: true, maxLength: 5 } };
const ageInput: WidgetNode = { id: 'a', type: 'IntegerInput', settings: { name: 'age', label: 'Alter', minimum: 0 } };
const records = async () => (await apiRequest<{ elements: Record<string, unknown>[] }>('GET', '/data/guests', { query: { size: 100 } })).elements;
const submit = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Absenden' })));

describe('Form', () => {
  it('shows no message before a field was touched, then the validation texts, and sends nothing while invalid', async () => {
    renderTree(form({ dataType: 'guests' }, [nameInput, ageInput]), { registry });
    const name = screen.getByLabelText(/Name/);
    expect(screen.queryByText('Dieses Feld ist erforderlich.')).toBeNull();
    fireEvent.change(name, { target: { value: 'Zu lang' } });
    expect(await screen.findByText('Bitte höchstens 5 Zeichen eingeben.')).toBeTruthy();
    expect(name.getAttribute('aria-describedby')).toBe('n-input__error');
    expect(document.getElementById('n-input__error')?.textContent).toBe('Bitte höchstens 5 Zeichen eingeben.');
    fireEvent.change(name, { target: { value: '' } });
    expect(await screen.findByText('Dieses Feld ist erforderlich.')).toBeTruthy();
    const before = (await records()).length;
    await submit();
    expect(screen.getByTestId('form-status').dataset.state).toBe('invalid');
    expect((await records()).length).toBe(before);
  });

  it('after a submit attempt shows every message, also of untouched fields', async () => {
    renderTree(form({ dataType: 'guests' }, [nameInput, ageInput]), { registry });
    await submit();
    expect(screen.getByText('Dieses Feld ist erforderlich.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Alter'), { target: { value: '-3' } });
    expect(await screen.findByText('Der Wert muss mindestens 0 sein.')).toBeTruthy();
  });

  it('stores a valid form as a record of the data type, says so, and empties the form', async () => {
    const { engine } = renderTree(form({ dataType: 'guests', successMessage: 'Danke!' }, [nameInput, ageInput]), {
      registry,
      connections: [{ id: 'c', from: { widgetId: 'f', socket: 'submitted' }, to: { widgetId: '$context', socket: 'sent' } }],
    });
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Alter'), { target: { value: '36' } });
    await submit();
    await waitFor(() => expect(screen.getByTestId('form-status').dataset.state).toBe('success'));
    expect(screen.getByTestId('form-status').textContent).toBe('Erfolg Danke!');
    expect((await records()).some((record) => record.name === 'Ada' && record.age === 36)).toBe(true);
    expect(engine.getContext('sent')).toMatchObject({ name: 'Ada', age: 36 });
    expect((screen.getByLabelText(/Name/) as HTMLInputElement).value).toBe('');
  });

  it('keeps everything typed when the server refuses, and shows the error', async () => {
    renderTree(form({ dataType: 'guests' }, [nameInput, ageInput]), { registry });
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'Bob' } });
    fireEvent.change(screen.getByLabelText('Alter'), { target: { value: '12' } }); // the type's schema wants 18 or more
    await submit();
    await waitFor(() => expect(screen.getByTestId('form-status').dataset.state).toBe('error'));
    expect(screen.getByTestId('form-status').textContent).toMatch(/^Fehler /);
    expect((screen.getByLabelText(/Name/) as HTMLInputElement).value).toBe('Bob');
    expect((screen.getByLabelText('Alter') as HTMLInputElement).value).toBe('12');
  });

  it('shows the server’s message for a field under that field, tied to it, until the field changes', async () => {
    renderTree(form({ dataType: 'guests' }, [nameInput, ageInput]), { registry });
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'Bob' } });
    const age = screen.getByLabelText('Alter') as HTMLInputElement;
    fireEvent.change(age, { target: { value: '12' } });
    await submit();
    await waitFor(() => expect(document.getElementById(`${age.id}__error`)?.textContent).toBeTruthy());
    expect(document.getElementById(`${age.id}__error`)!.textContent).toMatch(/18/);
    expect(age.getAttribute('aria-describedby')).toContain(`${age.id}__error`);
    expect(age.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/Name/).getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(age, { target: { value: '19' } });
    expect(document.getElementById(`${age.id}__error`)).toBeNull();
  });

  it('says it has no target when none is configured', async () => {
    renderTree(form({}, [{ id: 'x', type: 'TextInput', settings: { label: 'X' } }]), { registry });
    await submit();
    await waitFor(() => expect(screen.getByTestId('form-status').textContent).toContain('Das Formular hat kein Ziel'));
  });

  it('sends nothing in edit mode', async () => {
    const before = (await records()).length;
    renderTree(form({ dataType: 'guests' }, [{ id: 'x', type: 'TextInput', settings: { name: 'name' } }]), { registry, extensions: { mode: 'edit' } });
    await submit();
    expect(screen.queryByTestId('form-status')).toBeNull();
    expect((await records()).length).toBe(before);
  });
});
