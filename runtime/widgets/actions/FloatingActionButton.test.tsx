// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import type { WidgetNode } from '../../../model/document/types';
import { renderTree, widgetElement } from '../../testing/renderTree';

const registry = createBuiltinRegistry();
afterEach(cleanup);

const fab = (settings: Record<string, unknown>, children: WidgetNode[] = []): WidgetNode => ({ id: 'f', type: 'FloatingActionButton', settings, slots: { dialog: children } });
const inDialog: WidgetNode[] = [{ id: 't', type: 'Text', settings: { text: 'Hallo aus dem Dialog' } }];

describe('FloatingActionButton', () => {
  it('floats at the bottom right with its icon and opens a dialog with its slot by default', async () => {
    const { container } = renderTree(fab({}, inDialog), { registry });
    const button = within(widgetElement(container, 'f')).getByRole('button', { name: 'Öffnen' });
    expect((button.parentElement as HTMLElement).style.position).toBe('fixed');
    expect(button.querySelector('img')!.getAttribute('src')).toBe('/api/icons/plus-math.svg?size=24&color=ffffff');
    expect(screen.queryByText('Hallo aus dem Dialog')).toBeNull();
    fireEvent.click(button);
    const dialog = await screen.findByTestId('floating-action-dialog');
    expect(within(dialog).getByText('Hallo aus dem Dialog')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByTestId('floating-action-dialog')).toBeNull());
  });

  it('sends a new clicked event on every click with sendSocketEvent', () => {
    const { engine } = renderTree(fab({ action: 'sendSocketEvent', icon: 'star', iconTheme: 'fluent', iconColor: '#ff0000', label: 'Merken' }), {
      registry, connections: [{ id: 'c', from: { widgetId: 'f', socket: 'clicked' }, to: { widgetId: '$context', socket: 'klicks' } }],
    });
    const button = screen.getByRole('button', { name: 'Merken' });
    expect(button.querySelector('img')!.getAttribute('src')).toBe('/api/icons/star.svg?size=24&color=ff0000');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(engine.getContext('klicks')).toMatchObject({ count: 2 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does nothing in edit mode, where it shows its dialog slot in place; asks for a data type for openTypeEditor', () => {
    const editing = renderTree(fab({}, inDialog), { registry, extensions: { mode: 'edit' }, language: 'es_es' });
    const element = widgetElement(editing.container, 'f');
    expect(element.querySelector('[data-slot-frame=dialog]')!.textContent).toBe('Contenido del diálogoHallo aus dem Dialog');
    fireEvent.click(within(element).getByRole('button', { name: 'Abrir' }));
    expect(screen.queryByTestId('floating-action-dialog')).toBeNull();
    editing.unmount();
    const unconfigured = renderTree(fab({ action: 'openTypeEditor' }), { registry });
    expect(widgetElement(unconfigured.container, 'f').textContent).toBe('Bitte konfigurieren Sie das Widget!');
  });
});
