// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SocketsPanel } from './SocketsPanel';
import { panelDocument, renderPanel } from './testing/renderPanel';

afterEach(cleanup);

const rows = () => screen.queryAllByTestId('socket-connection');
const connections = (store: ReturnType<typeof renderPanel>['store']) => store.getState().document.content[0].socketConnections ?? [];

describe('SocketsPanel', () => {
  it("lists the selected widget's connections and flags dangling ones", () => {
    const { store } = renderPanel(<SocketsPanel />, panelDocument());
    act(() => store.getState().select(['a']));
    expect(rows().map((row) => [row.dataset.connectionId, row.dataset.direction, row.dataset.dangling])).toEqual([
      ['k1', 'input', 'false'],
      ['k2', 'input', 'true'],
    ]);
    expect(rows()[0].textContent).toContain('Kontext · user → Text');
    expect(within(rows()[1]).getByTestId('dangling-connection').textContent).toBe('Verwaist: das Widget gibt es nicht mehr');
  });

  it('removes a connection', () => {
    const { store } = renderPanel(<SocketsPanel />, panelDocument());
    act(() => store.getState().select(['a']));
    fireEvent.click(within(rows()[1]).getByTestId('remove-connection'));
    expect(connections(store).map((c) => c.id)).toEqual(['k1']);
    expect(rows()).toHaveLength(1);
  });

  it('adds a connection from a context variable to an input', () => {
    const { store } = renderPanel(<SocketsPanel />, panelDocument());
    act(() => store.getState().select(['a']));
    fireEvent.change(screen.getByTestId('connection-own-socket'), { target: { value: 'input::text' } });
    fireEvent.change(screen.getByTestId('connection-peer'), { target: { value: '$context' } });
    fireEvent.change(screen.getByTestId('connection-context-name'), { target: { value: 'greeting' } });
    fireEvent.click(screen.getByTestId('connection-add'));
    expect(connections(store).at(-1)).toMatchObject({ from: { widgetId: '$context', socket: 'greeting' }, to: { widgetId: 'a', socket: 'text' } });
    expect(rows()).toHaveLength(3);
  });

  it('refuses a type mismatch with a message and changes nothing', () => {
    const { store } = renderPanel(<SocketsPanel />, panelDocument());
    act(() => store.getState().select(['btn']));
    fireEvent.change(screen.getByTestId('connection-own-socket'), { target: { value: 'output::clicked' } });
    fireEvent.change(screen.getByTestId('connection-peer'), { target: { value: 'a::text' } });
    fireEvent.click(screen.getByTestId('connection-add'));
    expect(screen.getByTestId('connection-message').textContent).toBe('Die Typen passen nicht zusammen: Ereignis kann nicht mit Text verbunden werden.');
    expect(connections(store).map((c) => c.id)).toEqual(['k1', 'k2']);
  });

  it('without a selection lists the dangling connections of the page', () => {
    renderPanel(<SocketsPanel />, panelDocument());
    const dangling = screen.getByTestId('page-dangling');
    expect(within(dangling).getAllByTestId('socket-connection').map((row) => row.dataset.connectionId)).toEqual(['k2']);
  });
});
