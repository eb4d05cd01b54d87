// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import { provideRuntimeConfig } from '../../app/runtimeConfig';
import { provideMicrosoftAccount, type MicrosoftAccount } from '../../microsoft365/microsoftAccount';
import { driveChildren, drivePathOf, GraphError } from '../../microsoft365/driveItems';
import { renderTree, widgetElement } from '../../testing/renderTree';

// Microsoft365Files against a real local HTTP server standing in for Microsoft Graph (the configured graphUrl), so
// no request leaves the machine; Microsoft's sign-in cannot run here, so the test hands in the account's tokens.
const registry = createBuiltinRegistry();
let graph: Server;
let graphUrl: string;
let requests: { url: string; authorization?: string }[] = [];

const item = (id: string, name: string, extra: Record<string, unknown> = {}) => ({ id, name, webUrl: `https://contoso.sharepoint.com/${name}`, ...extra });
const FOLDERS: Record<string, unknown[]> = {
  '/v1.0/me/drive/root/children': [
    item('f1', 'Verträge', { folder: { childCount: 1 } }),
    item('d2', 'Angebot.docx', { size: 12_800, lastModifiedDateTime: '2026-03-01T10:00:00Z' }),
    item('d1', 'Zahlen.xlsx', { size: 900 }),
  ],
  '/v1.0/me/drive/items/f1/children': [item('d3', 'Rahmenvertrag.pdf', { size: 2_500_000 })],
  '/v1.0/groups/g-1/drive/items/leer/children': [],
};

beforeAll(async () => {
  graph = createServer((request, response) => {
    requests.push({ url: request.url!, authorization: request.headers.authorization });
    const path = request.url!.split('?')[0];
    if (request.headers.authorization === 'Bearer abgelaufen') return void response.writeHead(401, { 'Content-Type': 'application/json' }).end('{"error":{"code":"InvalidAuthenticationToken","message":"Access token has expired."}}');
    if (path === '/v1.0/me/drive/items/lang/children') {
      const second = request.url!.includes('skiptoken=2');
      const next = second ? {} : { '@odata.nextLink': `${graphUrl}/me/drive/items/lang/children?$skiptoken=2` };
      return void response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ value: [item(second ? 'b' : 'a', second ? 'Bericht.pdf' : 'Zeichnung.pdf')], ...next }));
    }
    if (path === '/v1.0/me/drive/items/fremd/children') {
      return void response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ value: [], '@odata.nextLink': 'https://evil.example/steal' }));
    }
    const items = FOLDERS[path];
    if (!items) return void response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":{"code":"itemNotFound","message":"The resource could not be found."}}');
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ value: items }));
  });
  await new Promise<void>((resolve) => graph.listen(0, '127.0.0.1', resolve));
  graphUrl = `http://127.0.0.1:${(graph.address() as AddressInfo).port}/v1.0`;
});
afterAll(() => graph?.close());
beforeEach(() => {
  requests = [];
});
afterEach(cleanup);

function configured(account: Partial<MicrosoftAccount> = {}) {
  provideRuntimeConfig({ microsoft365: { clientId: 'app-1', authority: 'https://login.microsoftonline.com/common', graphUrl } });
  let signIns = 0;
  provideMicrosoftAccount(() => ({
    silentToken: async () => 'token-1',
    signIn: async () => {
      signIns += 1;
      return 'token-2';
    },
    ...account,
  }));
  return { signIns: () => signIns };
}
const names = () => screen.getAllByTestId('ms365-name').map((name) => name.textContent);

describe('Microsoft365Files without Microsoft 365 configured', () => {
  it('asks builders to configure it, tells visitors it is unavailable, and calls nothing', async () => {
    provideRuntimeConfig({});
    const { container } = renderTree({ id: 'm', type: 'Microsoft365Files' }, { registry });
    expect(widgetElement(container, 'm').textContent).toBe('Bitte konfigurieren Sie das Widget!');
    cleanup();
    const published = renderTree({ id: 'm', type: 'Microsoft365Files' }, { registry, extensions: { mode: 'view', published: true }, language: 'en_us' });
    expect(widgetElement(published.container, 'm').textContent).toBe('Microsoft 365 files are not available right now.');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
  });
});

describe('Microsoft365Files with Microsoft 365 configured', () => {
  it('lists the OneDrive top with the visitor\'s token, folders first, and opens a folder and goes back', async () => {
    configured();
    renderTree({ id: 'm', type: 'Microsoft365Files' }, { registry });
    await waitFor(() => expect(names()).toEqual(['Verträge', 'Angebot.docx', 'Zahlen.xlsx']));
    expect(requests).toEqual([{ url: '/v1.0/me/drive/root/children?$select=id,name,folder,file,size,webUrl,lastModifiedDateTime&$top=200', authorization: 'Bearer token-1' }]);
    expect(screen.getByText('1 Element')).toBeTruthy();
    expect(screen.getByText(/^12,5 KB · /)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Angebot\.docx/ }).getAttribute('href')).toBe('https://contoso.sharepoint.com/Angebot.docx');
    fireEvent.click(screen.getByRole('button', { name: /Verträge/ }));
    await waitFor(() => expect(names()).toEqual(['Rahmenvertrag.pdf']));
    expect(screen.getByTestId('ms365-path').textContent).toBe('Verträge');
    expect(screen.getByText('2,4 MB')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Übergeordneter Ordner' }));
    await waitFor(() => expect(names()).toEqual(['Verträge', 'Angebot.docx', 'Zahlen.xlsx']));
  });

  it('reads a group\'s folder by drivePath and itemId, as tiles, and says when it is empty', async () => {
    configured();
    renderTree({ id: 'm', type: 'Microsoft365Files', settings: { drivePath: '/groups/g-1/drive/', itemId: 'leer', showAsList: false } }, { registry, language: 'fr_fr' });
    expect(await screen.findByText('Ce dossier est vide.')).toBeTruthy();
    expect(requests.map((request) => request.url.split('?')[0])).toEqual(['/v1.0/groups/g-1/drive/items/leer/children']);
  });

  it('shows the linked folder as not found on a 404', async () => {
    configured();
    renderTree({ id: 'm', type: 'Microsoft365Files', settings: { itemId: 'weg' } }, { registry });
    expect((await screen.findByTestId('widget-error')).textContent).toBe('The currently linked folder was not found');
  });

  it('offers the sign-in when there is no token yet, and lists the files after it', async () => {
    const account = configured({ silentToken: async () => undefined });
    renderTree({ id: 'm', type: 'Microsoft365Files' }, { registry, language: 'es_es' });
    fireEvent.click(await screen.findByRole('button', { name: 'Iniciar sesión con Microsoft' }));
    await waitFor(() => expect(names()).toEqual(['Verträge', 'Angebot.docx', 'Zahlen.xlsx']));
    expect(account.signIns()).toBe(1);
    expect(requests.map((request) => request.authorization)).toEqual(['Bearer token-2']);
  });

  it('says so when the sign-in fails (closed popup, refused consent) and offers it again', async () => {
    configured({ silentToken: async () => undefined, signIn: () => Promise.reject(new Error('user_cancelled')) });
    renderTree({ id: 'm', type: 'Microsoft365Files' }, { registry });
    fireEvent.click(await screen.findByRole('button', { name: 'Mit Microsoft anmelden' }));
    expect((await screen.findByTestId('widget-error')).textContent).toBe('Die Anmeldung bei Microsoft ist fehlgeschlagen.');
    expect(screen.getByRole('button', { name: 'Mit Microsoft anmelden' })).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('asks to sign in again when Graph refuses the token, and opens no sign-in in edit mode', async () => {
    const account = configured({ silentToken: async () => 'abgelaufen' });
    renderTree({ id: 'm', type: 'Microsoft365Files' }, { registry, extensions: { mode: 'edit' } });
    expect((await screen.findByTestId('widget-error')).textContent).toContain('Kein Zugriff auf diesen Ordner; bitte melden Sie sich erneut an.');
    expect(screen.getByTestId('widget-error').textContent).toContain('Access token has expired.');
    fireEvent.click(screen.getByRole('button', { name: 'Mit Microsoft anmelden' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(account.signIns()).toBe(0);
  });

  it('asks to be configured for a drive path Graph does not know as a drive, and calls nothing', async () => {
    configured();
    const { container } = renderTree({ id: 'm', type: 'Microsoft365Files', settings: { drivePath: 'me/drive/../../users' } }, { registry });
    expect(widgetElement(container, 'm').textContent).toBe('Bitte konfigurieren Sie das Widget!');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
  });
});

describe('driveChildren', () => {
  it('follows Graph\'s next pages, and never sends the token to an address outside Graph', async () => {
    expect((await driveChildren(graphUrl, 't', 'me/drive', 'lang')).map((entry) => entry.name)).toEqual(['Bericht.pdf', 'Zeichnung.pdf']);
    expect(requests.map((request) => request.url)).toEqual([
      '/v1.0/me/drive/items/lang/children?$select=id,name,folder,file,size,webUrl,lastModifiedDateTime&$top=200',
      '/v1.0/me/drive/items/lang/children?$skiptoken=2',
    ]);
    await expect(driveChildren(graphUrl, 't', 'me/drive', 'fremd')).rejects.toBeInstanceOf(GraphError);
  });
});

describe('drivePathOf', () => {
  it('accepts the documented drive shapes only', () => {
    expect(['me/drive', '/drives/b!abc-1', 'groups/0c1d/drive', 'sites/contoso.sharepoint.com,1,2/drive', 'users/anna@contoso.com/drive'].map(drivePathOf))
      .toEqual(['me/drive', 'drives/b!abc-1', 'groups/0c1d/drive', 'sites/contoso.sharepoint.com,1,2/drive', 'users/anna@contoso.com/drive']);
    expect(['', 'me', 'me/drive/root', 'groups/x', 'https://evil.example/drive', 'drives/a/../b', 'groups/a?b/drive'].map(drivePathOf)).toEqual(Array(7).fill(undefined));
  });
});
