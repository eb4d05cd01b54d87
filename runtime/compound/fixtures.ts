/** A small compound used by the tests: a card with a heading fed by root input `title`, a button whose click is root output `clicked`. */
import type { CompoundWidgetDocument } from '../../model/document/types';

export function cardCompound(): CompoundWidgetDocument {
  return {
    id: 'cmp1',
    name: 'Card',
    widget: {
      id: 'box',
      type: 'Container',
      settings: {},
      slots: { children: [{ id: 'h', type: 'Heading', settings: { text: 'x' } }, { id: 'in', type: 'TextInput', settings: {} }, { id: 't', type: 'Text', settings: {} }] },
    },
    socketConnections: [{ id: 'k1', from: { widgetId: 'in', socket: 'value' }, to: { widgetId: 't', socket: 'text' } }],
    rootSockets: [
      { name: 'title', direction: 'input', target: { widgetId: 'h', socket: 'text' } },
      { name: 'typed', direction: 'output', target: { widgetId: 'in', socket: 'value' } },
    ],
  };
}
