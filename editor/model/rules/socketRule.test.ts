import { describe, expect, it } from 'vitest';
import type { ApplicationDocument } from '../../../runtime/document/types';
import { defineWidget } from '../../../runtime/registry/defineWidget';
import { WidgetRegistry } from '../../../runtime/registry/registry';
import { createEditorStore } from '../../store/createEditorStore';
import { createSocketRule, socketTypesFit } from './socketRule';

const Nothing = () => null;
const registry = new WidgetRegistry([
  defineWidget({ type: 'Box', group: 'test', categories: [], schema: {}, slots: ['children'], component: Nothing }),
  defineWidget({ type: 'Input', group: 'test', categories: [], schema: {}, outputs: [{ name: 'value', type: 'string' }, { name: 'count', type: 'number' }], component: Nothing }),
  defineWidget({ type: 'Label', group: 'test', categories: [], schema: {}, inputs: [{ name: 'text', type: 'string' }], component: Nothing }),
  defineWidget({ type: 'Dynamic', group: 'test', categories: [], schema: {}, dynamicSockets: true, component: Nothing }),
]);

const document: ApplicationDocument = {
  name: 'rule',
  schemaVersion: 1,
  content: [{
    path: '',
    widget: { id: 'root', type: 'Box', slots: { children: [{ id: 'in', type: 'Input' }, { id: 'label', type: 'Label' }, { id: 'dyn', type: 'Dynamic' }, { id: 'alien', type: 'Unknown' }] } },
    socketConnections: [],
  }],
};

const storeWithRule = () => createEditorStore({ document, canConnect: createSocketRule(registry), newId: () => `c${Math.random()}` });
const connect = (store: ReturnType<typeof storeWithRule>, from: string, to: string) => {
  const [fromId, fromSocket] = from.split('.');
  const [toId, toSocket] = to.split('.');
  return store.getState().dispatch({ type: 'connect', from: { widgetId: fromId, socket: fromSocket }, to: { widgetId: toId, socket: toSocket } });
};

describe('socket rule of the editor store', () => {
  it('fits types: equal, or any on one side', () => {
    expect(socketTypesFit('string', 'string')).toBe(true);
    expect(socketTypesFit('any', 'number')).toBe(true);
    expect(socketTypesFit('string', undefined)).toBe(true);
    expect(socketTypesFit('string', 'number')).toBe(false);
  });

  it('connects an output to an input of the same type, and refuses other types without changing the page', () => {
    const store = storeWithRule();
    expect(connect(store, 'in.value', 'label.text').ok).toBe(true);
    const refused = connect(store, 'in.count', 'label.text');
    expect(refused).toMatchObject({ ok: false, code: 'not-allowed', message: 'A number output cannot feed a string input' });
    expect(store.getState().document.content[0].socketConnections).toHaveLength(1);
  });

  it('refuses sockets a widget does not declare in that direction', () => {
    const store = storeWithRule();
    expect(connect(store, 'in.nothing', 'label.text')).toMatchObject({ ok: false, message: 'Input has no output socket nothing' });
    expect(connect(store, 'label.text', 'in.value')).toMatchObject({ ok: false, message: 'Label has no output socket text' });
  });

  it('lets through what it cannot know: the page context, unknown types and dynamic sockets (compound instances)', () => {
    const store = storeWithRule();
    expect(connect(store, '$context.user', 'label.text').ok).toBe(true);
    expect(connect(store, 'in.count', '$context.total').ok).toBe(true);
    expect(connect(store, 'in.value', 'dyn.title').ok).toBe(true);
    expect(connect(store, 'dyn.picked', 'label.text').ok).toBe(true);
    expect(connect(store, 'alien.whatever', 'label.text').ok).toBe(true);
  });
});
