// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { panelDocument, renderPanel } from '../testing/renderPanel';
import { PagesPanel } from './PagesPanel';

afterEach(cleanup);

const items = () => screen.getAllByTestId('page-item');
const paths = (store: ReturnType<typeof renderPanel>['store']) => store.getState().document.content.map((entry) => entry.path);

describe('PagesPanel', () => {
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
});
