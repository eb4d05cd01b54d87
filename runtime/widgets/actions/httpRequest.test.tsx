// @vitest-environment jsdom
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import { configureApi } from '../../api/http';
import { renderTree, widgetElement } from '../../testing/renderTree';

// HttpRequest and HttpRequestButton against a real local HTTP service that records what it was sent.
const registry = createBuiltinRegistry();
let service: Server;
let origin: string;
let received: { method: string; url: string; authorization?: string; type?: string; body: string }[] = [];

const read = (request: IncomingMessage) => new Promise<string>((resolve) => {
  let text = '';
  request.on('data', (chunk) => (text += chunk));
  request.on('end', () => resolve(text));
});

beforeAll(async () => {
  service = createServer(async (request, response) => {
    const body = await read(request);
    received.push({ method: request.method!, url: request.url!, authorization: request.headers.authorization, type: request.headers['content-type'], body });
    if (request.url?.startsWith('/fail')) return void response.writeHead(422, 'Unprocessable Entity', { 'Content-Type': 'application/json' }).end('{"error":"nein"}');
    if (request.url?.startsWith('/text')) return void response.writeHead(200, { 'Content-Type': 'text/plain' }).end('einfach Text');
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ echo: body ? JSON.parse(body) : null, path: request.url }));
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
});
afterAll(() => service?.close());
beforeEach(() => {
  received = [];
});
afterEach(() => {
  cleanup();
  configureApi({ token: null });
});

const toContext = (widgetId: string) => [
  { id: 'r', from: { widgetId, socket: 'response' }, to: { widgetId: '$context', socket: 'answer' } },
  { id: 'e', from: { widgetId, socket: 'error' }, to: { widgetId: '$context', socket: 'failure' } },
];

describe('HttpRequest', () => {
  it('sends on load with the context filled into address and body, and puts the answer on its output', async () => {
    configureApi({ token: 'geheim' });
    const { engine } = renderTree(
      { id: 'h', type: 'HttpRequest', settings: { url: `${origin}/kunden/\${kunde}`, method: 'POST', body: '{"name": "${name}", "menge": 2}' } },
      { registry, connections: toContext('h'), context: { kunde: 'a/b', name: 'Anna "die Große"\n' } },
    );
    await waitFor(() => expect(engine.getContext('answer')).toBeDefined());
    expect(received).toEqual([{ method: 'POST', url: '/kunden/a%2Fb', authorization: undefined, type: 'application/json', body: '{"name": "Anna \\"die Große\\"\\n", "menge": 2}' }]);
    expect(engine.getContext('answer')).toEqual({ echo: { name: 'Anna "die Große"\n', menge: 2 }, path: '/kunden/a%2Fb' });
    // a change of the interface language sends nothing again
    await act(() => i18next.changeLanguage('en_us'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await act(() => i18next.changeLanguage('de_de'));
    expect(received).toHaveLength(1);
  });

  it('carries the personal token only when usePersonalToken is set, and sends again on trigger', async () => {
    configureApi({ token: 'geheim' });
    const { engine } = renderTree(
      { id: 'h', type: 'HttpRequest', settings: { url: `${origin}/me`, usePersonalToken: true, sendOnLoad: false } },
      { registry, connections: [...toContext('h'), { id: 't', from: { widgetId: '$context', socket: 'go' }, to: { widgetId: 'h', socket: 'trigger' } }] },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual([]);
    act(() => engine.setContext('go', 1));
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toMatchObject({ method: 'GET', authorization: 'Bearer geheim', body: '' });
    await waitFor(() => expect(engine.getContext('answer')).toEqual({ echo: null, path: '/me' }));
  });

  it('shows a failure and emits it; refuses addresses that are not http(s); sends nothing in edit mode', async () => {
    const failing = renderTree({ id: 'h', type: 'HttpRequest', settings: { url: `${origin}/fail`, method: 'DELETE' } }, { registry, connections: toContext('h') });
    await waitFor(() => expect(widgetElement(failing.container, 'h').textContent).toBe(`Die Anfrage an ${origin}/fail ist fehlgeschlagen.422 Unprocessable Entity`));
    expect(failing.engine.getContext('failure')).toEqual({ status: 422, message: '422 Unprocessable Entity', body: '{"error":"nein"}' });
    failing.unmount();
    for (const url of ['javascript:alert(1)', 'file:///etc/passwd', '//evil.example/x', '']) {
      const refused = renderTree({ id: 'h', type: 'HttpRequest', settings: { url } }, { registry });
      expect(widgetElement(refused.container, 'h').textContent).toBe('Bitte konfigurieren Sie das Widget!');
      refused.unmount();
    }
    const editing = renderTree({ id: 'h', type: 'HttpRequest', settings: { url: `${origin}/x`, method: 'PUT' } }, { registry, extensions: { mode: 'edit' }, language: 'fr_fr' });
    expect(widgetElement(editing.container, 'h').textContent).toBe(`Requête HTTP : PUT ${origin}/x (non envoyée dans l'éditeur)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received.map((entry) => entry.url)).toEqual(['/fail']);
  });
});

describe('HttpRequestButton', () => {
  it('sends the body input on click without the token, shows success, and puts a text answer on its output', async () => {
    configureApi({ token: 'geheim' });
    const { engine } = renderTree(
      { id: 'b', type: 'HttpRequestButton', settings: { url: `${origin}/text`, method: 'PATCH', successMessage: 'Gesendet!' } },
      { registry, connections: [...toContext('b'), { id: 'i', from: { widgetId: '$context', socket: 'payload' }, to: { widgetId: 'b', socket: 'body' } }], context: { payload: { menge: 3 } } },
    );
    expect(received).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Gesendet!'));
    expect(received).toEqual([{ method: 'PATCH', url: '/text', authorization: undefined, type: 'application/json', body: '{"menge":3}' }]);
    expect(engine.getContext('answer')).toBe('einfach Text');
  });

  it('shows why it failed, and does nothing in edit mode', async () => {
    const failing = renderTree({ id: 'b', type: 'HttpRequestButton', settings: { url: `${origin}/fail`, label: 'Los' } }, { registry, language: 'en_us' });
    fireEvent.click(screen.getByRole('button', { name: 'Los' }));
    await waitFor(() => expect(failing.container.querySelector('[data-testid=widget-error]')?.textContent).toBe(`The request to ${origin}/fail failed.422 Unprocessable Entity`));
    failing.unmount();
    received = [];
    renderTree({ id: 'b', type: 'HttpRequestButton', settings: { url: `${origin}/x` } }, { registry, extensions: { mode: 'edit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual([]);
  });

  it('waits while a placeholder of address or body has no value, and sends once it has one', async () => {
    const { engine, container } = renderTree(
      { id: 'h', type: 'Container', slots: { children: [
        { id: 'auto', type: 'HttpRequest', settings: { url: `${origin}/kunden/\${kunde}`, method: 'POST', body: '{"name": "${name}"}' } },
        { id: 'b', type: 'HttpRequestButton', settings: { url: `${origin}/kunden/\${kunde}` } },
      ] } },
      { registry, context: { name: 'Ada' } },
    );
    const button = within(widgetElement(container, 'b')).getByRole('button', { name: 'Anfrage senden' }) as HTMLButtonElement;
    expect([button.disabled, widgetElement(container, 'b').querySelector('[data-testid=http-request-missing]')!.textContent]).toEqual([true, 'Noch ohne Wert: kunde']);
    fireEvent.click(button);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toEqual([]);
    act(() => engine.setContext('kunde', 7));
    await waitFor(() => expect(received.map((entry) => `${entry.method} ${entry.url} ${entry.body}`)).toEqual(['POST /kunden/7 {"name": "Ada"}']));
    expect(button.disabled).toBe(false);
  });
});
