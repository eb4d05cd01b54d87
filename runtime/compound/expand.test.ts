import { describe, expect, it } from 'vitest';
import { collectIds } from '../../model/document/tree';
import { createSocketEngine } from '../sockets/engine';
import { expandInstance } from './expand';
import { cardCompound } from './fixtures';
import { ROOT_SOCKET_WIDGET_ID } from '../../model/compound/ids';

describe('instance expansion', () => {
  it('gives every inner widget and connection an id of its own per instance', () => {
    const a = expandInstance(cardCompound(), 'i1');
    const b = expandInstance(cardCompound(), 'i2');
    expect(collectIds(a.widget)).toEqual(['i1~box', 'i1~h', 'i1~in', 'i1~t']);
    const idsA = new Set(collectIds(a.widget));
    expect(collectIds(b.widget).some((id) => idsA.has(id))).toBe(false);
    expect(a.socketConnections[0]).toEqual({ id: 'i1~k1', from: { widgetId: 'i1~in', socket: 'value' }, to: { widgetId: 'i1~t', socket: 'text' } });
    expect(a.widget.slots?.children[0].settings).toEqual({ text: 'x' }); // settings untouched
  });

  it('leaves $context ends alone', () => {
    const compound = cardCompound();
    compound.socketConnections = [{ id: 'k', from: { widgetId: '$context', socket: 'user' }, to: { widgetId: 't', socket: 'text' } }];
    expect(expandInstance(compound, 'i').socketConnections[0].from).toEqual({ widgetId: '$context', socket: 'user' });
  });
});

describe('root socket wiring', () => {
  it('delivers a root input to its inner target and an inner output to the root output, per instance', () => {
    const one = createSocketEngine({ connections: expandInstance(cardCompound(), 'i1').socketConnections });
    const two = createSocketEngine({ connections: expandInstance(cardCompound(), 'i2').socketConnections });
    one.emit(ROOT_SOCKET_WIDGET_ID, 'title', 'Hello');
    expect(one.getInput('i1~h', 'text')).toBe('Hello');
    expect(two.getInput('i2~h', 'text')).toBeUndefined();

    const received: unknown[] = [];
    one.subscribeInput(ROOT_SOCKET_WIDGET_ID, 'typed', () => received.push(one.getInput(ROOT_SOCKET_WIDGET_ID, 'typed')));
    one.emit('i1~in', 'value', 'abc');
    expect(received).toEqual(['abc']);
    expect(one.getInput('i1~t', 'text')).toBe('abc'); // the inner connection works as well
  });
});
