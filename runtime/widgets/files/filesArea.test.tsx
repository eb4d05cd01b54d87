// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import { uploadFile } from '../../api/files';
import { cmsPagesApi, filesApi, foldersApi } from '../../api/resources';
import { FolderInput } from '../../inputs/FolderInput';
import { renderInput } from '../forms/renderInput';
import { renderTree } from '../../testing/renderTree';
import { renderUi } from '../../testing/renderUi';
import { startStoreTestServer, type StoreTestServer } from '../../testing/storeTestServer';

// The widgets of the file store against the real server (the one store-backed test file of this area).
const registry = createBuiltinRegistry();
let server: StoreTestServer;

beforeAll(async () => {
  server = await startStoreTestServer();
  await server.loginAsAdmin();
}, 120_000);
afterAll(async () => {
  await server?.logout();
  await server?.stop();
});
afterEach(cleanup);

const rows = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-testid=file-row]')];

describe('Files', () => {
  it('lists the files of the context variable with license, license link and download, in their order', async () => {
    const text = new File(['Hallo Welt'], 'hallo.txt', { type: 'text/plain' });
    const stored = await uploadFile(text, { license: 'CC BY 4.0', licenseUrl: 'https://creativecommons.org/licenses/by/4.0/' });
    const reference = await filesApi.createFile({ name: 'Foto', url: 'https://images.example/foto.jpg', license: 'CC0' });
    const view = renderTree({ id: 'f', type: 'Files' }, { registry, context: { fileIds: [reference.url, stored.id, 'unknown-id'] } });
    await waitFor(() => expect(rows(view.container)).toHaveLength(2));
    const [first, second] = rows(view.container);
    expect(first.textContent).toContain('Foto');
    expect(first.textContent).toContain('Lizenz: CC0');
    expect(second.textContent).toContain('hallo.txt');
    const license = second.querySelector<HTMLAnchorElement>('[data-testid=file-license] a')!;
    expect(license.textContent).toBe('Lizenz: CC BY 4.0');
    expect(license.href).toBe('https://creativecommons.org/licenses/by/4.0/');
    // A private stored file downloads with the session's credentials: a button, not a bare link.
    expect(second.querySelector('button')?.textContent).toBe('hallo.txt herunterladen');
    expect(first.querySelector('a[target=_blank]')?.getAttribute('href')).toBe('https://images.example/foto.jpg');
  });

  it('uploads a chosen file, appends it to the variable and lists it; refuses a type the server does not take', async () => {
    const view = renderTree({ id: 'f', type: 'Files', settings: { allowUpload: true } }, { registry, context: { fileIds: [] } });
    expect(view.container.textContent).toContain('Keine Dateien gefunden.');
    const input = view.getByLabelText('Datei hochladen') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4 test'], 'Vertrag.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(rows(view.container).map((row) => row.textContent)).toEqual([expect.stringContaining('Vertrag.pdf')]));
    expect(view.getByRole('status').textContent).toBe('Vertrag.pdf wurde hochgeladen.');
    expect(view.engine.getContext('fileIds')).toHaveLength(1);

    fireEvent.change(input, { target: { files: [new File(['<script>'], 'x.html', { type: 'text/html' })] } });
    await waitFor(() => expect(view.getByRole('alert').textContent).toBe('Dateien dieses Typs werden nicht angenommen.'));
    expect(rows(view.container)).toHaveLength(1);
  });
});

const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

describe('ImageUpload with the file store', () => {
  it('stores the image of a signed-in person and publishes its address, which anybody can load', async () => {
    const { input, published } = renderInput('ImageUpload');
    fireEvent.change(input(), { target: { files: [new File([PNG], 'punkt.png', { type: 'image/png' })] } });
    await waitFor(() => expect(published()).toMatch(new RegExp(`^${server.origin}/api/files/\\w+/content\\?tenant=demo$`)));
    expect(screen.getByTestId('image-preview').getAttribute('src')).toBe(published());
    const picture = await fetch(published() as string);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(PNG);
  });

  it("shows the file store's refusal (a type it does not take) and keeps the image it has", async () => {
    const { input, published } = renderInput('ImageUpload');
    fireEvent.change(input(), { target: { files: [new File([PNG], 'punkt.png', { type: 'image/png' })] } });
    await waitFor(() => expect(published()).toBeDefined());
    // BMP passes the input's own check, the server's default types do not include it.
    fireEvent.change(input(), { target: { files: [new File([PNG], 'alt.bmp', { type: 'image/bmp' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Bitte eine Bilddatei wählen (PNG, JPEG, GIF, WebP, AVIF oder BMP).');
    expect(published()).toMatch(/\/api\/files\//);
  });

  it('keeps a data URL when the builder chose so', async () => {
    const { input, published } = renderInput('ImageUpload', { storeInFileStore: false });
    fireEvent.change(input(), { target: { files: [new File([PNG], 'punkt.png', { type: 'image/png' })] } });
    await waitFor(() => expect(published()).toMatch(/^data:image\/png;base64,/));
  });
});

describe('CmsPage', () => {
  it('shows a stored page by path or id with its title, its HTML sanitised; says when there is none', async () => {
    const page = await cmsPagesApi.createCmsPage({ title: 'Versand', path: 'hilfe/versand', content: '<p>Wir liefern <b>schnell</b>.</p><script>window.hacked = true</script><img src=x onerror="window.hacked = true">' });
    const byPath = renderTree({ id: 'c', type: 'CmsPage', settings: { path: '/hilfe/versand/' } }, { registry });
    const article = await byPath.findByTestId('cms-page');
    expect(article.querySelector('h1')?.textContent).toBe('Versand');
    expect(article.textContent).toContain('Wir liefern schnell.');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('img')?.getAttribute('onerror')).toBeNull();
    byPath.unmount();
    const byId = renderTree({ id: 'c', type: 'CmsPage', settings: { pageId: page.id, path: 'anders', showTitle: false } }, { registry });
    expect((await byId.findByTestId('cms-page')).querySelector('h1')).toBeNull();
    byId.unmount();
    const missing = renderTree({ id: 'c', type: 'CmsPage', settings: { path: 'gibt-es-nicht' } }, { registry });
    expect((await missing.findByTestId('empty-state')).textContent).toBe('Die Seite wurde nicht gefunden.');
  });
});

describe('FolderInput on the folder listing', () => {
  it('opens a top-level folder, finds a sub-folder by name, picks it, and names it missing once deleted', async () => {
    const top = await foldersApi.createFolder({ name: 'Projekte FolderInput' });
    const building = await foldersApi.createFolder({ name: 'Bau', parentId: top.id });
    const plans = await foldersApi.createFolder({ name: 'Pläne', parentId: building.id });
    await uploadFile(new File(['Grundriss'], 'grundriss.txt', { type: 'text/plain' }), { folderId: building.id });

    const { published } = renderInput('FolderInput');
    fireEvent.click(screen.getByRole('button', { name: 'Ordner wählen' }));
    const dialog = await screen.findByTestId('folder-dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Projekte FolderInput' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Bau' }));
    expect((await within(dialog).findByTestId('folder-file')).textContent).toBe('grundriss.txt');
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Ordner suchen' }), { target: { value: 'plä' } });
    const results = await within(dialog).findByRole('list', { name: 'Suchergebnisse' }, { timeout: 5000 });
    fireEvent.click(within(results).getByRole('button', { name: 'Projekte FolderInput / Bau / Pläne' }));
    await waitFor(() => expect(published()).toEqual({ drivePath: ['Projekte FolderInput', 'Bau', 'Pläne'], subItemId: plans.id }));
    expect(await screen.findByRole('button', { name: 'Pläne öffnen' })).toBeTruthy();
    cleanup();

    await foldersApi.deleteFolder(plans.id);
    renderUi(<FolderInput id="f" value={{ drivePath: ['Projekte FolderInput', 'Bau', 'Pläne'], subItemId: plans.id }} onChange={() => {}} />);
    expect((await screen.findByTestId('folder-missing')).textContent).toBe('Der aktuell verknüpfte Ordner wurde nicht gefunden');
    expect(screen.getByRole('button', { name: 'Verknüpfung entfernen' })).toBeTruthy();
  });
});
