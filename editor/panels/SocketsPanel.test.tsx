// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApplicationDocument, CompoundWidgetDocument } from '../../model/document/types';
import { compoundQueryKey } from '../../runtime/widgets/compound/useCompoundDocument';
import { SocketsPanel } from './SocketsPanel';
import { panelDocument, renderPanel } from '../testing/renderPanel';
import { renderCounted } from '../testing/renderCounted';

afterEach(cleanup);

const rows = () => screen.queryAllByTestId('socket-connection');
const connections = (store: ReturnType<typeof renderPanel>['store']) => store.getState().document.content[0].socketConnections ?? [];

const peerOptions = () => Array.from((screen.getByTestId('connection-peer') as HTMLSelectElement).options).map((option) => option.value);

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

  it('offers only targets whose types fit: an event output is never offered a text input', () => {
    const { store } = renderPanel(<SocketsPanel />, panelDocument());
    act(() => store.getState().select(['btn']));
    fireEvent.change(screen.getByTestId('connection-own-socket'), { target: { value: 'output::clicked' } });
    expect(peerOptions()).not.toContain('a::text');
    expect(peerOptions()).toContain('$context');
  });

  it('connects a product list to a product detail through the product id, and shows the field', () => {
    const document = panelDocument();
    document.content[0].widget.slots!.children.push(
      { id: 'list', type: 'ProductList', version: 1, settings: {} },
      { id: 'detail', type: 'ProductDetail', version: 1, settings: {} },
    );
    const { store } = renderPanel(<SocketsPanel />, document);
    act(() => store.getState().select(['list']));
    fireEvent.change(screen.getByTestId('connection-own-socket'), { target: { value: 'output::productClicked' } });
    expect(peerOptions()).toContain('detail::productId');
    fireEvent.change(screen.getByTestId('connection-peer'), { target: { value: 'detail::productId' } });
    expect((screen.getByTestId('connection-field') as HTMLInputElement).value).toBe('id');
    fireEvent.click(screen.getByTestId('connection-add'));
    expect(connections(store).at(-1)).toMatchObject({ from: { widgetId: 'list', socket: 'productClicked' }, to: { widgetId: 'detail', socket: 'productId' }, field: 'id' });
    expect(rows().at(-1)!.textContent).toContain('(Feld id) →');
  });

  it("does not render again when the selected widget's settings change, and follows its peers and connections", () => {
    const document = panelDocument();
    document.content[0].socketConnections!.push({ id: 'k3', from: { widgetId: 'btn', socket: 'clicked' }, to: { widgetId: 'a', socket: 'text' } });
    const { store, commits, type } = renderCounted(<SocketsPanel />, document);
    type('AB');
    type('ABC');
    expect(commits.count).toBe(0); // a keystroke in a setting changes nothing the panel shows
    act(() => void store.getState().dispatch({ type: 'updateSettings', id: 'btn', settings: { label: 'Weiter' } }));
    expect(rows()[2].textContent).toContain('Weiter');
    act(() => void store.getState().dispatch({ type: 'remove', ids: ['btn'] }));
    act(() => store.getState().select(['a'])); // removing selects the parent
    expect(rows().map((row) => [row.dataset.connectionId, row.dataset.dangling])).toEqual([
      ['k1', 'false'],
      ['k2', 'true'],
    ]);
  });

  it('without a selection lists the dangling connections of the page', () => {
    renderPanel(<SocketsPanel />, panelDocument());
    const dangling = screen.getByTestId('page-dangling');
    expect(within(dangling).getAllByTestId('socket-connection').map((row) => row.dataset.connectionId)).toEqual(['k2']);
  });
});

// A compound whose dialog opens from the public input 'open' and reports its state on the public output 'offen'.
const card: CompoundWidgetDocument = {
  id: 'card',
  name: 'Karte',
  widget: { id: 'box', type: 'Container', settings: {}, slots: { children: [{ id: 'dlg', type: 'Dialog', settings: {}, slots: { content: [{ id: 'inner', type: 'Text', settings: { text: 'Innen' } }] } }] } },
  socketConnections: [],
  rootSockets: [
    { name: 'open', direction: 'input', target: { widgetId: 'dlg', socket: 'open' } },
    { name: 'offen', direction: 'output', target: { widgetId: 'dlg', socket: 'isOpen' } },
  ],
};

/** The panel document with an instance 'inst' of `compoundId` on the start page (and a connection to a socket it lacks). */
function withInstance(compoundId = 'card'): ApplicationDocument {
  const document = panelDocument();
  const [start, ...rest] = document.content;
  const children = [...start.widget.slots!.children, { id: 'inst', type: 'CompoundWidget', version: 1, settings: { compoundId } }];
  const socketConnections = [...start.socketConnections!, { id: 'k3', from: { widgetId: 'inst', socket: 'gone' }, to: { widgetId: 'btn', socket: 'disabled' } }];
  return { ...document, content: [{ ...start, widget: { ...start.widget, slots: { children } }, socketConnections }, ...rest] };
}

function renderWithCompound() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(compoundQueryKey('card'), card); // as the canvas instance would have loaded it
  return renderPanel(<SocketsPanel />, withInstance(), { queryClient });
}

const connect = (own: string, peer: string) => {
  fireEvent.change(screen.getByTestId('connection-own-socket'), { target: { value: own } });
  fireEvent.change(screen.getByTestId('connection-peer'), { target: { value: peer } });
  fireEvent.click(screen.getByTestId('connection-add'));
};

describe('SocketsPanel with a compound instance', () => {
  it("lists the instance's root sockets with direction and type, and flags a connection to a socket it lacks", () => {
    const { store } = renderWithCompound();
    act(() => store.getState().select(['inst']));
    expect(screen.getAllByTestId('root-socket').map((row) => [row.dataset.direction, row.dataset.socket, row.dataset.type, row.textContent])).toEqual([
      ['input', 'open', 'event', 'Eingang open (Ereignis)'],
      ['output', 'offen', 'boolean', 'Ausgang offen (Ja/Nein)'],
    ]);
    expect(rows().map((row) => [row.dataset.connectionId, row.dataset.dangling])).toEqual([['k3', 'true']]);
    expect(screen.queryByTestId('no-sockets')).toBeNull();
  });

  it("connects a page widget's output to a root input and a root output to a page widget's input", () => {
    const { store } = renderWithCompound();
    act(() => store.getState().select(['inst']));
    connect('input::open', 'btn::clicked');
    connect('output::offen', 'btn::disabled');
    expect(connections(store).slice(3).map((c) => [`${c.from.widgetId}.${c.from.socket}`, `${c.to.widgetId}.${c.to.socket}`])).toEqual([
      ['btn.clicked', 'inst.open'],
      ['inst.offen', 'btn.disabled'],
    ]);
    expect(rows().map((row) => row.querySelector('p')?.textContent)).toEqual([
      'gone → Schaltfläche „Los“ (btn) · Deaktiviert',
      'Schaltfläche „Los“ (btn) · Geklickt → open',
      'offen → Schaltfläche „Los“ (btn) · Deaktiviert',
    ]);
  });

  it('offers a root socket only targets of its type, like any other socket', () => {
    const { store } = renderWithCompound();
    act(() => store.getState().select(['inst']));
    fireEvent.change(screen.getByTestId('connection-own-socket'), { target: { value: 'output::offen' } });
    expect(peerOptions()).not.toContain('a::text');
    expect(peerOptions()).toContain('btn::disabled');
  });

  it("offers the instance's root sockets when another widget is selected, labelled with the compound's name", () => {
    const { store } = renderWithCompound();
    act(() => store.getState().select(['btn']));
    fireEvent.change(screen.getByTestId('connection-own-socket'), { target: { value: 'output::clicked' } });
    expect(peerOptions()).toContain('inst::open');
    expect(screen.getByRole('option', { name: /inst\) · open/ }).textContent).toContain('„Karte“');
    fireEvent.change(screen.getByTestId('connection-own-socket'), { target: { value: 'input::disabled' } });
    expect(peerOptions()).toContain('inst::offen');
    connect('input::disabled', 'inst::offen');
    expect(connections(store).at(-1)).toMatchObject({ from: { widgetId: 'inst', socket: 'offen' }, to: { widgetId: 'btn', socket: 'disabled' } });
  });

  it('says so while the compound loads and when it cannot be loaded', async () => {
    const { store } = renderPanel(<SocketsPanel />, withInstance('missing'));
    act(() => store.getState().select(['inst']));
    expect(screen.getByTestId('no-sockets').textContent).toBe('Die Sockets des Compound-Widgets werden geladen …');
    expect(await screen.findByText(/Das Compound-Widget missing konnte nicht geladen werden/, undefined, { timeout: 5000 })).toBeTruthy();
    // Its connections cannot be judged meanwhile: not flagged as dangling.
    expect(rows().map((row) => row.dataset.dangling)).toEqual(['false']);
  });
});
