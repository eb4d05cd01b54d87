import { describe, expect, it, vi } from 'vitest';
import type { SocketConnection } from '../../model/document/types';
import { createSocketEngine, type SocketDirectory } from './engine';

const connect = (id: string, from: [string, string], to: [string, string]): SocketConnection => ({
  id,
  from: { widgetId: from[0], socket: from[1] },
  to: { widgetId: to[0], socket: to[1] },
});

/** A page with a search box (output value) and a list (input search), plus a button (output clicked). */
const directory: SocketDirectory = {
  hasWidget: (id) => ['search', 'list', 'button'].includes(id),
  hasSocket: (id, direction, socket) =>
    (id === 'search' && direction === 'output' && socket === 'value') ||
    (id === 'list' && direction === 'input' && (socket === 'search' || socket === 'title')) ||
    (id === 'button' && direction === 'output' && socket === 'clicked'),
};

describe('socket engine', () => {
  it('delivers the field a connection names from an object output, also to a connection added later', () => {
    const byId = { ...connect('c1', ['search', 'value'], ['list', 'search']), field: 'product.id' };
    const engine = createSocketEngine({ connections: [byId], directory });
    engine.emit('search', 'value', { product: { id: 'p7', name: 'Schuh' } });
    expect(engine.getInput('list', 'search')).toBe('p7');
    engine.emit('search', 'value', 'no object');
    expect(engine.getInput('list', 'search')).toBeUndefined();
    engine.emit('search', 'value', { product: { id: 'p8' } });
    engine.setConnections([byId, { ...connect('c2', ['search', 'value'], ['list', 'title']), field: 'product' }]);
    expect(engine.getInput('list', 'title')).toEqual({ id: 'p8' });
  });

  it('routes an output to a connected input and keeps the last value for late readers', () => {
    const engine = createSocketEngine({ connections: [connect('c1', ['search', 'value'], ['list', 'search'])], directory });
    engine.emit('search', 'value', 'shoes');
    engine.emit('search', 'value', 'boots');
    expect(engine.getInput('list', 'search')).toBe('boots');
    expect(engine.getOutput('search', 'value')).toBe('boots');
    // a subscriber arriving now still reads the current value
    const late = vi.fn();
    engine.subscribeInput('list', 'search', late);
    expect(engine.getInput('list', 'search')).toBe('boots');
    expect(late).not.toHaveBeenCalled();
  });

  it('notifies only the subscribers of the receiving input', () => {
    const engine = createSocketEngine({ connections: [connect('c1', ['search', 'value'], ['list', 'search'])], directory });
    const search = vi.fn();
    const title = vi.fn();
    engine.subscribeInput('list', 'search', search);
    engine.subscribeInput('list', 'title', title);
    engine.emit('search', 'value', 'x');
    expect(search).toHaveBeenCalledTimes(1);
    expect(title).not.toHaveBeenCalled();
  });

  it('delivers synchronously and in emission order, also for values emitted while delivering', () => {
    const engine = createSocketEngine({
      connections: [
        connect('c1', ['button', 'clicked'], ['list', 'title']),
        connect('c2', ['search', 'value'], ['list', 'search']),
      ],
      directory,
    });
    const seen: string[] = [];
    engine.subscribeInput('list', 'title', () => {
      seen.push(`title:${engine.getInput('list', 'title')}`);
      engine.emit('search', 'value', 'from-listener'); // queued behind the current delivery
      seen.push('title-listener-done');
    });
    engine.subscribeInput('list', 'search', () => seen.push(`search:${engine.getInput('list', 'search')}`));
    engine.emit('button', 'clicked', 1);
    expect(seen).toEqual(['title:1', 'title-listener-done', 'search:from-listener']);
  });

  it('routes through page context variables in both directions', () => {
    const engine = createSocketEngine({
      connections: [
        connect('c1', ['search', 'value'], ['$context', 'query']),
        connect('c2', ['$context', 'query'], ['list', 'search']),
      ],
      directory,
    });
    engine.emit('search', 'value', 'tea');
    expect(engine.getContext('query')).toBe('tea');
    expect(engine.getInput('list', 'search')).toBe('tea');
    engine.setContext('query', 'coffee');
    expect(engine.getInput('list', 'search')).toBe('coffee');
    expect(engine.getContextSnapshot()).toEqual({ query: 'coffee' });
  });

  it('delivers initial context values (route parameters) to connected inputs at start', () => {
    const engine = createSocketEngine({
      connections: [connect('c1', ['$context', 'id'], ['list', 'search'])],
      directory,
      context: { id: '42' },
    });
    expect(engine.getInput('list', 'search')).toBe('42');
  });

  it('ignores and reports connections to sockets or widgets that no longer exist', () => {
    const engine = createSocketEngine({
      connections: [
        connect('gone-widget', ['deleted', 'value'], ['list', 'search']),
        connect('gone-socket', ['search', 'value'], ['list', 'renamed']),
        connect('ok', ['search', 'value'], ['list', 'search']),
      ],
      directory,
    });
    expect(engine.invalidConnections.map((c) => [c.connection.id, c.end, c.reason])).toEqual([
      ['gone-widget', 'from', 'missing-widget'],
      ['gone-socket', 'to', 'missing-socket'],
    ]);
    engine.emit('search', 'value', 'still works');
    expect(engine.getInput('list', 'search')).toBe('still works');
    expect(engine.getInput('list', 'renamed')).toBeUndefined();
  });

  it('stops a loop of context connections instead of hanging', () => {
    const onError = vi.fn();
    const engine = createSocketEngine({
      connections: [connect('a', ['$context', 'x'], ['$context', 'y']), connect('b', ['$context', 'y'], ['$context', 'x'])],
      onError,
    });
    engine.setContext('x', 1);
    expect(engine.getContext('y')).toBe(1);
    let n = 0;
    // a listener that keeps changing the value would loop forever without the bound
    engine.subscribeContext('y', () => engine.setContext('x', ++n));
    engine.setContext('x', 'start');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('loop') }));
  });

  it('keeps delivering when one listener throws', () => {
    const onError = vi.fn();
    const engine = createSocketEngine({ connections: [connect('c1', ['search', 'value'], ['list', 'search'])], onError });
    const second = vi.fn();
    engine.subscribeInput('list', 'search', () => {
      throw new Error('broken widget');
    });
    engine.subscribeInput('list', 'search', second);
    engine.emit('search', 'value', 1);
    expect(second).toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'broken widget' }));
  });

  it('gives new connections the current source value and drops removed ones', () => {
    const engine = createSocketEngine({ directory });
    engine.emit('search', 'value', 'before');
    expect(engine.getInput('list', 'search')).toBeUndefined();
    engine.setConnections([connect('c1', ['search', 'value'], ['list', 'search'])]);
    expect(engine.getInput('list', 'search')).toBe('before');
    engine.setConnections([]);
    engine.emit('search', 'value', 'after');
    expect(engine.getInput('list', 'search')).toBe('before');
  });

  it('unsubscribed listeners hear nothing more', () => {
    const engine = createSocketEngine({ connections: [connect('c1', ['search', 'value'], ['list', 'search'])] });
    const listener = vi.fn();
    const off = engine.subscribeInput('list', 'search', listener);
    off();
    engine.emit('search', 'value', 1);
    expect(listener).not.toHaveBeenCalled();
  });

  it('tells which inputs can receive values: every input while connections may change, only connected ones when fixed', () => {
    const wire: SocketConnection = { id: 'c', from: { widgetId: 'button', socket: 'clicked' }, to: { widgetId: 'text', socket: 'text' } };
    const live = createSocketEngine({ connections: [wire] });
    expect(live.mayDeliverTo('other', 'text')).toBe(true);
    const fixed = createSocketEngine({ connections: [wire], fixedConnections: true });
    expect(fixed.mayDeliverTo('text', 'text')).toBe(true);
    expect(fixed.mayDeliverTo('other', 'text')).toBe(false);
    expect(() => fixed.setConnections([])).toThrow(/fixed/);
  });
});
