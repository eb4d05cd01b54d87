// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SocketConnection, WidgetNode } from '../../../model/document/types';
import { renderTree, widgetElement } from '../../testing/renderTree';
import { createBuiltinRegistry } from '..';
import { testNavigation } from './testNavigation';

afterEach(cleanup);
const registry = createBuiltinRegistry();
const dialog = (settings: Record<string, unknown> = {}): WidgetNode => ({
  id: 'd',
  type: 'Dialog',
  settings: { title: 'Details', ...settings },
  slots: { content: [{ id: 'inside', type: 'Text', settings: { text: 'Im Dialog' } }] },
});
const navigationAt = (query: string) => testNavigation('shop', query, '');
const openButton = (container: HTMLElement) => widgetElement(container, 'd').querySelector('button')!;

describe('Dialog', () => {
  it('opens from its own button and closes with its close button, Escape or a click beside it', () => {
    const { container, engine } = renderTree(dialog(), { registry });
    expect(openButton(container).textContent).toBe('Öffnen');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(openButton(container));
    const box = screen.getByRole('dialog');
    expect(box.getAttribute('aria-label')).toBe('Details');
    expect(box.textContent).toContain('Im Dialog');
    expect([box.style.width, box.style.maxWidth, box.style.maxHeight]).toEqual(['600px', '95vw', '95vh']);
    expect(engine.getOutput('d', 'isOpen')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(engine.getOutput('d', 'isOpen')).toBe(false);
    fireEvent.click(openButton(container));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(openButton(container));
    fireEvent.click(screen.getByRole('dialog')); // a click inside keeps it open
    expect(screen.queryByRole('dialog')).not.toBeNull();
    fireEvent.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens, closes and toggles through its input sockets; without button and close button when so set', () => {
    const button = (id: string): WidgetNode => ({ id, type: 'Button', settings: { label: id } });
    const root: WidgetNode = { id: 'page', type: 'Container', slots: { children: [button('auf'), button('zu'), button('um'), dialog({ showButton: false, showCloseButton: false, buttonLabel: 'x' })] } };
    const connections: SocketConnection[] = [
      { id: 'c1', from: { widgetId: 'auf', socket: 'clicked' }, to: { widgetId: 'd', socket: 'open' } },
      { id: 'c2', from: { widgetId: 'zu', socket: 'clicked' }, to: { widgetId: 'd', socket: 'close' } },
      { id: 'c3', from: { widgetId: 'um', socket: 'clicked' }, to: { widgetId: 'd', socket: 'toggle' } },
    ];
    const { container } = renderTree(root, { registry, connections });
    const press = (id: string) => fireEvent.click(widgetElement(container, id).querySelector('button')!);
    expect(widgetElement(container, 'd').querySelector('button')).toBeNull();
    press('auf');
    expect(screen.getByRole('dialog').querySelector('button')).toBeNull(); // no close button
    press('zu');
    expect(screen.queryByRole('dialog')).toBeNull();
    press('um');
    expect(screen.queryByRole('dialog')).not.toBeNull();
    press('um');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('mirrors the open dialog in a URL query parameter holding a context variable, and opens from it', () => {
    const settings = { queryParameter: 'produkt', contextVariable: 'product.id', buttonLabel: 'Ansehen' };
    const closed = navigationAt('seite=2');
    const first = renderTree(dialog(settings), { registry, navigation: closed, context: { product: { id: 42 } } });
    expect(openButton(first.container).textContent).toBe('Ansehen');
    fireEvent.click(openButton(first.container));
    expect(closed.navigate).toHaveBeenCalledWith('/shop?seite=2&produkt=42', { replace: true });
    cleanup();

    const linked = navigationAt('seite=2&produkt=42');
    const second = renderTree(dialog(settings), { registry, navigation: linked, context: { product: { id: 42 } } });
    expect(screen.getByRole('dialog').textContent).toContain('Im Dialog'); // reopened from the URL
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(linked.navigate).toHaveBeenCalledWith('/shop?seite=2', { replace: true });
    second.unmount();

    renderTree(dialog(settings), { registry, navigation: navigationAt('produkt=7'), context: { product: { id: 42 } } });
    expect(screen.queryByRole('dialog')).toBeNull(); // another product's dialog
  });

  it('writes "open" into the parameter when no context variable is set', () => {
    const navigation = navigationAt('');
    const { container } = renderTree(dialog({ queryParameter: 'hilfe' }), { registry, navigation });
    fireEvent.click(openButton(container));
    expect(navigation.navigate).toHaveBeenCalledWith('/shop?hilfe=open', { replace: true });
    cleanup();
    renderTree(dialog({ queryParameter: 'hilfe' }), { registry, navigation: navigationAt('hilfe=open') });
    expect(screen.queryByRole('dialog')).not.toBeNull();
  });

  it('shows its content in place in edit mode, where the button opens nothing', () => {
    const { container } = renderTree(dialog(), { registry, extensions: { mode: 'edit' } });
    fireEvent.click(openButton(container));
    expect(screen.queryByRole('dialog')).toBeNull();
    const frame = widgetElement(container, 'd').querySelector<HTMLElement>('[data-slot-frame="content"]')!;
    expect(frame.textContent).toBe('Inhalt des Dialogs: DetailsIm Dialog');
  });
});
