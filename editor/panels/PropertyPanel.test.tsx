// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_NAMES_QUERY } from '../services/permissionNames';
import { loadSettingsForm, PropertyPanel } from './PropertyPanel';
import { panelDocument, renderPanel } from '../testing/renderPanel';
import { TYPING_PAUSE_MS } from './properties/typingPause';
import { canRedo } from '../store/useHistory';

beforeAll(async () => {
  await loadSettingsForm(); // the form is a chunk of its own, fetched when the editor is idle
});
afterEach(cleanup);

const field = (id: string) => document.getElementById(id) as HTMLInputElement;

describe('PropertyPanel', () => {
  it('asks to select a widget, and says so when several are selected', () => {
    const { store } = renderPanel(<PropertyPanel />, panelDocument());
    const panel = screen.getByTestId('property-panel');
    expect(panel.textContent).toContain('Wählen Sie ein Widget aus');
    act(() => store.getState().select(['a', 'btn']));
    expect(panel.textContent).toContain('2 Widgets ausgewählt');
    expect(panel.querySelector('form')).toBeNull();
  });

  it("renders the selected widget's schema with translated labels and rjsf ids", () => {
    const { store } = renderPanel(<PropertyPanel />, panelDocument());
    act(() => store.getState().select(['a']));
    expect(field('root_text').value).toBe('A');
    expect(screen.getByLabelText('Ausrichtung')).toBe(field('root_align'));
    expect(field('root_align').tagName).toBe('SELECT');
  });

  it('dispatches each change live, one undo step per typing burst, only the changed key', async () => {
    const { store } = renderPanel(<PropertyPanel />, panelDocument());
    act(() => store.getState().select(['a']));
    await userEvent.type(field('root_text'), 'BC');
    const node = () => store.index.node('a')!;
    expect(node().settings).toEqual({ text: 'ABC' });
    act(() => store.getState().undo());
    expect(node().settings).toEqual({ text: 'A' });
    expect(field('root_text').value).toBe('A');
    // the undo came before the typing paused: the form's late catching up writes nothing back
    await act(() => new Promise((resolve) => setTimeout(resolve, TYPING_PAUSE_MS + 50)));
    expect(node().settings).toEqual({ text: 'A' });
    expect(field('root_text').value).toBe('A');
    expect(canRedo(store)).toBe(true);
  });

  it('keeps a text typed and an option picked before the typing paused, and writes nothing after the pause', async () => {
    const { store } = renderPanel(<PropertyPanel />, panelDocument());
    act(() => store.getState().select(['a']));
    const written: unknown[] = [];
    store.subscribe((state, previous) => {
      if (state.document !== previous.document) written.push(store.index.node('a')!.settings);
    });
    fireEvent.change(field('root_text'), { target: { value: 'Neu' } });
    fireEvent.change(field('root_align'), { target: { value: '1' } }); // 'center', while the text waits for the pause
    expect(store.index.node('a')!.settings).toEqual({ text: 'Neu', align: 'center' });
    await act(() => new Promise((resolve) => setTimeout(resolve, TYPING_PAUSE_MS + 50)));
    expect(written).toEqual([{ text: 'Neu' }, { text: 'Neu', align: 'center' }]);
    expect(field('root_text').value).toBe('Neu');
    expect(field('root_align').value).toBe('1');
  });

  it('offers the pages as link targets and the other widgets as anchors, and still takes a typed address', async () => {
    const doc = panelDocument();
    doc.content[0].widget.slots!.children.push({ id: 'lnk', type: 'Link', version: 1, settings: { text: 'Mehr' } });
    const { store } = renderPanel(<PropertyPanel />, doc);
    act(() => store.getState().select(['lnk']));
    const choices = (id: string) => [...document.getElementById(field(id).getAttribute('list')!)!.querySelectorAll('option')].map((option) => [option.value, option.label]);
    expect(choices('root_link')).toEqual([['/', 'Start'], ['/about', 'Über uns']].map(([value, label]) => [value, label || value]));
    expect(choices('root_linkedWidget').map(([value]) => value)).toEqual(['root', 'a', 'btn', 'ghost']);
    expect(choices('root_linkedWidget')[1][1]).toBe('Text „A“');
    await userEvent.type(field('root_link'), 'https://example.org');
    expect(store.index.node('lnk')!.settings!.link).toBe('https://example.org');
  });

  it("offers the server's permission names, labelled by what they allow, for each permission a container needs", async () => {
    const doc = panelDocument();
    doc.content[0].widget.slots!.children.push({ id: 'guard', type: 'AuthorizedContainer', settings: { permissions: ['TASKS_READ'] }, slots: { children: [] } });
    const queryClient = new QueryClient();
    queryClient.setQueryData(PERMISSION_NAMES_QUERY, ['TASKS_READ', 'ORDERS_READ']);
    const { store } = renderPanel(<PropertyPanel />, doc, { queryClient });
    act(() => store.getState().select(['guard']));
    const entry = field('root_permissions_0');
    expect(entry.value).toBe('TASKS_READ');
    const offered = [...document.getElementById(entry.getAttribute('list')!)!.querySelectorAll('option')].map((option) => [option.value, option.label]);
    expect(offered).toEqual([['TASKS_READ', 'Aufgaben: lesen'], ['ORDERS_READ', 'Bestellungen: lesen']]);
    await userEvent.clear(entry);
    await userEvent.type(entry, 'ORDERS_READ');
    expect(store.index.node('guard')!.settings!.permissions).toEqual(['ORDERS_READ']);
  });

  it('follows the selection to another widget', () => {
    const { store } = renderPanel(<PropertyPanel />, panelDocument());
    act(() => store.getState().select(['a']));
    act(() => store.getState().select(['btn']));
    expect(field('root_label').value).toBe('Los');
    expect(document.getElementById('root_text')).toBeNull();
  });

  it('shows the raw settings of an unknown type read-only', () => {
    const { store } = renderPanel(<PropertyPanel />, panelDocument());
    act(() => store.getState().select(['ghost']));
    const raw = screen.getByTestId('raw-settings');
    expect(raw.textContent).toContain('UnknownThing');
    expect(JSON.parse(within(raw).getByTestId('raw-settings-json').textContent!)).toEqual({ secret: 42 });
    expect(raw.querySelector('input, textarea, select')).toBeNull();
  });

  it("edits all settings as JSON: invalid text shows 'Ungültiges JSON' and changes nothing", async () => {
    const { store } = renderPanel(<PropertyPanel />, panelDocument());
    act(() => store.getState().select(['a']));
    await userEvent.click(screen.getByText('Als JSON'));
    const editor = document.getElementById('settings-json') as HTMLTextAreaElement;
    expect(JSON.parse(editor.value)).toEqual({ text: 'A' });
    fireEvent.change(editor, { target: { value: '{"text": "X"' } });
    expect(screen.getByTestId('code-editor-error').textContent).toBe('Ungültiges JSON');
    expect(store.index.node('a')!.settings).toEqual({ text: 'A' });
    fireEvent.change(editor, { target: { value: '{"text": "X", "align": "center"}' } });
    expect(screen.queryByTestId('code-editor-error')).toBeNull();
    expect(store.index.node('a')!.settings).toEqual({ text: 'X', align: 'center' });
  });
});
