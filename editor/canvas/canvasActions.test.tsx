// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testApplication, testPage } from '../model/document/testApplication';
import { renderPanel } from '../testing/renderPanel';
import { FULL_VIEWPORT } from '../ui/viewports';
import { Canvas } from './Canvas';

afterEach(cleanup);

/** root (FlexboxContainer) ── box (Container) ── a Text "Hallo", h Heading "Titel" */
function renderCanvas() {
  const document = testApplication([
    testPage([
      {
        id: 'box',
        type: 'Container',
        settings: {},
        slots: {
          children: [
            { id: 'a', type: 'Text', settings: { text: 'Hallo' } },
            { id: 'h', type: 'Heading', settings: { text: 'Titel', level: 2, align: 'left' } },
          ],
        },
      },
    ]),
  ]);
  const rendered = renderPanel(<Canvas viewport={FULL_VIEWPORT} />, document);
  const widget = (id: string) => rendered.container.querySelector<HTMLElement>(`[data-widget-id="${id}"]`)!;
  const select = (id: string) => act(() => rendered.store.getState().select([id]));
  const children = () => rendered.store.index.children('box', 'children').map((node) => node.id);
  return { ...rendered, widget, select, children };
}

describe('the action bar on the selected widget', () => {
  it('shows on one selected widget with drag handle, select parent, duplicate and delete, and not on the page root', async () => {
    const { select } = renderCanvas();
    expect(screen.queryByTestId('canvas-action-bar')).toBeNull();
    select('a');
    // placed (and shown) in the next frame
    const bar = await screen.findByRole('toolbar', { name: 'Aktionen für das ausgewählte Widget' });
    expect(bar.dataset.for).toBe('a');
    expect(within(bar).getAllByRole('button').map((button) => button.getAttribute('data-testid'))).toEqual([
      'canvas-action-drag',
      'canvas-action-selectParent',
      'canvas-action-duplicate',
      'canvas-action-delete',
    ]);
    select('root');
    expect(screen.queryByTestId('canvas-action-bar')).toBeNull();
  });

  it('duplicates, deletes and selects the parent without losing the selection to the canvas click', () => {
    const { store, select, children } = renderCanvas();
    select('a');
    fireEvent.click(screen.getByTestId('canvas-action-duplicate'));
    expect(children()).toHaveLength(3);
    const copy = store.getState().selection[0];
    expect(copy).not.toBe('a');
    fireEvent.click(screen.getByTestId('canvas-action-delete'));
    expect(children()).toEqual(['a', 'h']);
    select('h');
    fireEvent.click(screen.getByTestId('canvas-action-selectParent'));
    expect(store.getState().selection).toEqual(['box']);
  });
});

describe('the breadcrumb', () => {
  it("lists the selection's ancestors from the page root and selects the one clicked", () => {
    const { store, select } = renderCanvas();
    select('h');
    const crumbs = within(screen.getByRole('navigation', { name: 'Übergeordnete Widgets der Auswahl' })).getAllByRole('button');
    expect(crumbs.map((crumb) => crumb.getAttribute('data-breadcrumb-id'))).toEqual(['root', 'box', 'h']);
    expect(crumbs[2].getAttribute('aria-current')).toBe('true');
    fireEvent.click(crumbs[0]);
    expect(store.getState().selection).toEqual(['root']);
  });
});

describe('inline text editing', () => {
  it('edits a Heading in place on double-click: Enter keeps the text, one undo step restores it', () => {
    const { store, widget } = renderCanvas();
    fireEvent.doubleClick(widget('h').querySelector('h2')!);
    const field = screen.getByRole('textbox', { name: 'Text von Überschrift bearbeiten' });
    expect((field as HTMLTextAreaElement).value).toBe('Titel');
    fireEvent.change(field, { target: { value: 'Neu' } });
    fireEvent.change(field, { target: { value: 'Neuer Titel' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(screen.queryByTestId('inline-text-editor')).toBeNull();
    expect(store.index.node('h')!.settings!.text).toBe('Neuer Titel');
    expect(widget('h').textContent).toBe('Neuer Titel');
    act(() => store.getState().undo());
    expect(store.index.node('h')!.settings!.text).toBe('Titel');
  });

  it('drops the edit on Escape and leaves widgets without a text setting alone', () => {
    const { store, widget } = renderCanvas();
    fireEvent.doubleClick(widget('a'));
    const field = screen.getByTestId('inline-text-editor');
    fireEvent.change(field, { target: { value: 'Weg damit' } });
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(store.index.node('a')!.settings!.text).toBe('Hallo');
    expect(store.getState().dirty).toBe(false); // nothing to undo, nothing changed
    fireEvent.doubleClick(widget('box'));
    expect(screen.queryByTestId('inline-text-editor')).toBeNull();
  });
});

describe('multi-select on the canvas', () => {
  it('adds with Shift- and Ctrl-click and keeps the browser from selecting page text', () => {
    const { store, widget } = renderCanvas();
    fireEvent.click(widget('a'));
    for (const modifier of [{ shiftKey: true }, { ctrlKey: true }]) {
      const press = new MouseEvent('mousedown', { bubbles: true, cancelable: true, ...modifier });
      widget('h').dispatchEvent(press);
      expect(press.defaultPrevented).toBe(true);
    }
    fireEvent.click(widget('h'), { shiftKey: true });
    expect(store.getState().selection).toEqual(['a', 'h']);
    const plain = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    widget('h').dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(false);
  });
});
