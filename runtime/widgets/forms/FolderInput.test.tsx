// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FolderInput } from '../../inputs/FolderInput';
import { renderUi } from '../../testing/renderUi';
import { renderInput } from './renderInput';

// The folder listing as the server answers it (docs/files.md), kept in memory: these tests are about the dialog's
// views and texts; filesArea.test.tsx picks a folder on the real server.
const folders = [
  { id: 'm', name: 'Marketing', parentId: null },
  { id: 'k', name: 'Kampagnen', parentId: 'm' },
  { id: 'k25', name: 'Kampagne 2025', parentId: 'k' },
  { id: 'l', name: 'Logos', parentId: 'm' },
  { id: 'v', name: 'Vertrieb', parentId: null },
  { id: 'kn', name: 'Kampagnen Nord', parentId: 'v' },
  ...Array.from({ length: 30 }, (_, i) => ({ id: `a${i}`, name: `Archiv ${String(i).padStart(2, '0')}`, parentId: 'l' })),
];
const files = [{ id: 'f1', name: 'Plan.pdf', folderId: 'm' }];
let requests: string[] = [];
let failing: RegExp | null = null;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const page = <T,>(elements: T[]) => ({ elements, totalElements: elements.length, page: 0, size: 1000 });
const equalsOf = (body: { fieldSearches: { fieldname: string; value: string }[] }, field: string) => body.fieldSearches.find((s) => s.fieldname === field)?.value;

beforeEach(() => {
  requests = [];
  failing = null;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');
    const call = `${init.method} ${path}`;
    requests.push(call);
    if (failing?.test(call)) return json(500, { error: { code: 'INTERNAL', message: 'kaputt' } });
    if (call === 'GET /folders') return json(200, page(folders));
    if (call.startsWith('GET /folders/')) {
      const folder = folders.find((f) => f.id === path.split('/')[2]);
      return folder ? json(200, folder) : json(404, { error: { code: 'NOT_FOUND', message: 'not found' } });
    }
    const body = JSON.parse(String(init.body));
    if (call === 'POST /folders/search') return json(200, page(folders.filter((f) => f.parentId === equalsOf(body, 'parentId'))));
    if (call === 'POST /files/search') return json(200, page(files.filter((f) => f.folderId === equalsOf(body, 'folderId'))));
    return json(404, { error: { code: 'NOT_FOUND', message: call } });
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const dialog = () => screen.getByTestId('folder-dialog');
const button = (name: string | RegExp) => within(dialog()).getByRole('button', { name });
async function openGroup(name: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Ordner wählen' }));
  fireEvent.click(await within(dialog()).findByRole('button', { name }));
  await within(dialog()).findByRole('button', { name: 'Diesen Ordner wählen' });
}

describe('FolderInput', () => {
  it('lists the groups, opens a group and a sub-folder with its files, goes up to the parent and to the groups', async () => {
    renderInput('FolderInput');
    expect(screen.getByRole('button', { name: 'Ordner wählen' })).toBeTruthy();
    await openGroup('Marketing');
    expect(within(dialog()).getByTestId('folder-trail').textContent).toBe('Marketing');
    expect(within(dialog()).getAllByTestId('folder-file').map((f) => f.textContent)).toEqual(['Plan.pdf']);
    fireEvent.click(button('Kampagnen'));
    await waitFor(() => expect(within(dialog()).getByTestId('folder-trail').textContent).toBe('Marketing / Kampagnen'));
    await within(dialog()).findByRole('button', { name: 'Kampagne 2025' });
    fireEvent.click(button('Nach oben'));
    await waitFor(() => expect(within(dialog()).getByTestId('folder-trail').textContent).toBe('Marketing'));
    await within(dialog()).findByRole('button', { name: 'Logos' });
    fireEvent.click(button('Nach oben'));
    await within(dialog()).findByRole('button', { name: 'Vertrieb' });
    expect(within(dialog()).queryByTestId('folder-trail')).toBeNull();
  });

  it('chooses a folder: the dialog closes and the value is the path from the top and the id', async () => {
    const view = renderInput('FolderInput');
    await openGroup('Marketing');
    fireEvent.click(button('Kampagnen wählen'));
    await waitFor(() => expect(view.published()).toEqual({ drivePath: ['Marketing', 'Kampagnen'], subItemId: 'k' }));
    expect(screen.queryByTestId('folder-dialog')).toBeNull();
    expect((await screen.findByRole('button', { name: 'Kampagnen öffnen' })).textContent).toBe('Marketing / Kampagnen');
    // "Remove" empties the value; the input offers to choose again.
    fireEvent.click(screen.getByRole('button', { name: 'Entfernen' }));
    await waitFor(() => expect(view.published()).toBeUndefined());
    expect(screen.getByRole('button', { name: 'Ordner wählen' })).toBeTruthy();
  });

  it('a failing folder load returns to the group list with the error text', async () => {
    renderInput('FolderInput');
    await openGroup('Marketing');
    failing = /^POST \/folders\/search/;
    fireEvent.click(button('Kampagnen'));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Die Ordner konnten nicht geladen werden.');
    await within(dialog()).findByRole('button', { name: 'Vertrieb' });
    expect(within(dialog()).queryByTestId('folder-trail')).toBeNull();
  });

  it('says when the linked folder is gone and offers to remove the link', async () => {
    const onChange = vi.fn();
    renderUi(<FolderInput id="f" value={{ drivePath: ['Vertrieb', 'Alt'], subItemId: 'gone' }} onChange={onChange} />);
    expect((await screen.findByTestId('folder-missing')).textContent).toBe('Der aktuell verknüpfte Ordner wurde nicht gefunden');
    fireEvent.click(screen.getByRole('button', { name: 'Verknüpfung entfernen' }));
    expect(onChange).toHaveBeenCalledWith(undefined);
  });

  it('searches the open tree by name 800 ms after the last keystroke, at most 25 results, and says when none match', async () => {
    renderInput('FolderInput');
    await openGroup('Marketing');
    vi.useFakeTimers();
    const search = within(dialog()).getByRole('searchbox', { name: 'Ordner suchen' });
    const before = requests.length;
    fireEvent.change(search, { target: { value: 'Kamp' } });
    await act(() => vi.advanceTimersByTimeAsync(500));
    fireEvent.change(search, { target: { value: 'Kampagne' } });
    await act(() => vi.advanceTimersByTimeAsync(799));
    expect(requests.length).toBe(before);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    const results = await within(dialog()).findByRole('list', { name: 'Suchergebnisse' });
    // Only the Marketing tree: "Kampagnen Nord" lies under Vertrieb.
    expect(within(results).getAllByRole('button').map((b) => b.textContent)).toEqual(['Marketing / Kampagnen / Kampagne 2025', 'Marketing / Kampagnen']);

    fireEvent.change(search, { target: { value: 'Archiv' } });
    await waitFor(() => expect(within(dialog()).getByTestId('folder-more').textContent).toBe('25 von 30 Ordnern angezeigt; verfeinern Sie die Suche für weitere.'), { timeout: 10_000 });
    expect(within(dialog()).getAllByRole('button', { name: /Archiv/ })).toHaveLength(25);

    fireEvent.change(search, { target: { value: 'Nord' } });
    await within(dialog()).findByText('Keine Ordner gefunden', undefined, { timeout: 10_000 });
  });

  it('"up" from search results goes to the parent of the folder searched in', async () => {
    renderInput('FolderInput');
    await openGroup('Marketing');
    fireEvent.click(button('Kampagnen'));
    await within(dialog()).findByRole('button', { name: 'Kampagne 2025' });
    fireEvent.change(within(dialog()).getByRole('searchbox', { name: 'Ordner suchen' }), { target: { value: 'Logo' } });
    await within(dialog()).findByRole('list', { name: 'Suchergebnisse' }, { timeout: 10_000 });
    fireEvent.click(button('Nach oben'));
    await within(dialog()).findByRole('button', { name: 'Logos' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(within(dialog()).getByTestId('folder-trail').textContent).toBe('Marketing');
    expect((within(dialog()).getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });

  it('closes with Escape and gives the focus back to the field', async () => {
    renderInput('FolderInput');
    await openGroup('Marketing');
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(screen.queryByTestId('folder-dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Ordner wählen'));
  });

  it('is required inside a Form like the other inputs', async () => {
    const view = renderInput('FolderInput', { required: true }, { inForm: true });
    view.submit();
    await waitFor(() => expect(view.error()).toBeTruthy());
  });

  it('shows the texts in English', async () => {
    renderInput('FolderInput', {}, { language: 'en_us' });
    fireEvent.click(screen.getByRole('button', { name: 'Choose folder' }));
    expect(await within(dialog()).findByRole('button', { name: 'Marketing' })).toBeTruthy();
  });
});
