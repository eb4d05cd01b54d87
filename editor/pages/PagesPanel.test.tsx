// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { PERMISSION_NAMES_QUERY } from '../services/permissionNames';
import { panelDocument, renderPanel } from '../testing/renderPanel';
import { PagesPanel } from './PagesPanel';
import { renderCounted } from '../testing/renderCounted';

afterEach(cleanup);

const items = () => screen.getAllByTestId('page-item');
const paths = (store: ReturnType<typeof renderPanel>['store']) => store.getState().document.content.map((entry) => entry.path);

describe('PagesPanel', () => {
  it('does not render for a keystroke in a widget setting, and still follows its page', () => {
    const { store, commits, type } = renderCounted(<PagesPanel />);
    type('AB');
    type('ABC');
    expect(commits.count).toBe(0);
    act(() => void store.getState().dispatch({ type: 'updatePage', path: '', patch: { title: 'Anfang' } }));
    expect(items()[0].textContent).toBe('Anfang/');
  });

  it('lists the pages; a click shows that page', () => {
    const { store } = renderPanel(<PagesPanel />, panelDocument());
    expect(items().map((item) => item.textContent)).toEqual(['Start/', 'Über uns/about']);
    fireEvent.click(items()[1]);
    expect(store.getState().activePath).toBe('about');
    expect(items()[1].getAttribute('aria-current')).toBe('page');
  });

  it('adds a page with a free path and shows it', () => {
    const { store } = renderPanel(<PagesPanel />, panelDocument());
    fireEvent.click(screen.getByTestId('page-add'));
    fireEvent.click(screen.getByTestId('page-add'));
    expect(paths(store)).toEqual(['', 'about', 'neue-seite', 'neue-seite-2']);
    expect(store.getState().activePath).toBe('neue-seite-2');
    expect(store.getState().document.content[2]).toMatchObject({ title: 'Neue Seite', authenticationRequired: false, widget: { type: 'FlexboxContainer', slots: { children: [] } } });
  });

  it('renames the title live and the login flag', async () => {
    const { store } = renderPanel(<PagesPanel />, panelDocument(), { activePath: 'about' });
    fireEvent.change(screen.getByTestId('page-title'), { target: { value: 'Team' } });
    fireEvent.click(screen.getByTestId('page-auth'));
    await waitFor(() => expect(store.getState().document.content[1]).toMatchObject({ title: 'Team', authenticationRequired: true }));
  });

  it('checks the path while typing and takes a valid one over on Enter', () => {
    const { store } = renderPanel(<PagesPanel />, panelDocument(), { activePath: 'about' });
    const path = screen.getByTestId('page-path');
    fireEvent.change(path, { target: { value: '' } });
    expect(screen.getByTestId('page-path-error').textContent).toBe('Eine andere Seite hat schon diesen Pfad.');
    fireEvent.change(path, { target: { value: 'Über Uns' } });
    expect(screen.getByTestId('page-path-error').textContent).toContain('Nur Kleinbuchstaben');
    fireEvent.keyDown(path, { key: 'Enter' });
    expect(paths(store)).toEqual(['', 'about']);
    fireEvent.change(path, { target: { value: 'team/:id' } });
    fireEvent.keyDown(path, { key: 'Enter' });
    expect(paths(store)).toEqual(['', 'team/:id']);
    expect(store.getState().activePath).toBe('team/:id');
  });

  it('deletes a page after confirmation, never the last one', async () => {
    const { store } = renderPanel(<PagesPanel />, panelDocument(), { activePath: 'about' });
    fireEvent.click(screen.getByTestId('page-delete'));
    fireEvent.click(await screen.findByTestId('page-delete-cancel'));
    expect(paths(store)).toEqual(['', 'about']);
    fireEvent.click(screen.getByTestId('page-delete'));
    fireEvent.click(await screen.findByTestId('page-delete-confirm'));
    expect(paths(store)).toEqual(['']);
    expect((screen.getByTestId('page-delete') as HTMLButtonElement).disabled).toBe(true);
    act(() => store.getState().undo());
    expect(paths(store)).toEqual(['', 'about']);
  });

  it('sets the permissions a page needs from the known names, with translated labels, one undo step each', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(PERMISSION_NAMES_QUERY, ['TASKS_READ', 'ORDERS_READ', 'TENANT_ADMIN', 'SOMETHING_NEW']);
    const { store } = renderPanel(<PagesPanel />, panelDocument(), { activePath: 'about', queryClient });
    const add = screen.getByTestId('page-permission-add') as HTMLSelectElement;
    // offered by what they allow, in the interface language; a name this build has no label for shows as it is
    expect([...add.options].slice(1).map((option) => option.textContent)).toEqual(['Aufgaben: lesen', 'Bestellungen: lesen', 'Mandant: alles verwalten', 'SOMETHING_NEW']);
    fireEvent.change(add, { target: { value: 'TASKS_READ' } });
    fireEvent.change(add, { target: { value: 'ORDERS_READ' } });
    expect(store.getState().document.content[1].permissions).toEqual(['TASKS_READ', 'ORDERS_READ']);
    const chosen = screen.getAllByTestId('page-permission');
    expect(chosen.map((chip) => chip.getAttribute('data-permission'))).toEqual(['TASKS_READ', 'ORDERS_READ']);
    expect(chosen[0].textContent).toContain('Aufgaben: lesen');
    expect([...add.options].map((option) => option.value)).not.toContain('TASKS_READ'); // chosen ones are not offered again
    fireEvent.click(screen.getAllByTestId('page-permission-remove')[0]);
    expect(store.getState().document.content[1].permissions).toEqual(['ORDERS_READ']);
    act(() => store.getState().undo());
    expect(store.getState().document.content[1].permissions).toEqual(['TASKS_READ', 'ORDERS_READ']);
    act(() => store.getState().undo());
    act(() => store.getState().undo());
    expect('permissions' in store.getState().document.content[1]).toBe(false);
  });
});
