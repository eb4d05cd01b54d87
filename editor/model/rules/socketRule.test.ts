import { describe, expect, it } from 'vitest';
import type { ApplicationDocument } from '../../../model/document/types';
import { defineWidget } from '../../../runtime/registry/defineWidget';
import { WidgetRegistry } from '../../../runtime/registry/registry';
import { applyAction, createActionContext } from '../actions/apply';
import { connectionFits, createSocketRule, needsField, socketTypesFit } from './socketRule';

const Nothing = () => null;
const registry = new WidgetRegistry([
  defineWidget({ type: 'Box', group: 'test', categories: [], schema: {}, slots: ['children'], component: Nothing }),
  defineWidget({ type: 'Input', group: 'test', categories: [], schema: {}, outputs: [{ name: 'value', type: 'string' }, { name: 'count', type: 'number' }], component: Nothing }),
  defineWidget({ type: 'Label', group: 'test', categories: [], schema: {}, inputs: [{ name: 'text', type: 'string' }], component: Nothing }),
  defineWidget({ type: 'List', group: 'test', categories: [], schema: {}, outputs: [{ name: 'picked', type: 'object', fields: ['id'] }], component: Nothing }),
  defineWidget({ type: 'Dynamic', group: 'test', categories: [], schema: {}, dynamicSockets: true, component: Nothing }),
]);

const document: ApplicationDocument = {
  name: 'rule',
  schemaVersion: 1,
  content: [{
    path: '',
    widget: { id: 'root', type: 'Box', slots: { children: [{ id: 'in', type: 'Input' }, { id: 'label', type: 'Label' }, { id: 'dyn', type: 'Dynamic' }, { id: 'alien', type: 'Unknown' }, { id: 'list', type: 'List' }] } },
    socketConnections: [],
  }],
};

/** Applies connect actions one after another under the socket rule, as the editor store does. */
function pageWithRule() {
  let current = document;
  let ids = 0;
  return {
    connect(from: string, to: string, field?: string) {
      const [fromId, fromSocket] = from.split('.');
      const [toId, toSocket] = to.split('.');
      const action = { type: 'connect', from: { widgetId: fromId, socket: fromSocket }, to: { widgetId: toId, socket: toSocket }, field } as const;
      const result = applyAction(current, action, createActionContext(current, { canConnect: createSocketRule(registry), newId: () => `c${++ids}` }));
      current = result.document;
      return result.outcome;
    },
    connections: () => current.content[0].socketConnections,
  };
}

describe('socket rule', () => {
  it('needs a field where an object output meets a scalar input', () => {
    expect(needsField('object', 'string')).toBe(true);
    expect(needsField('object', 'object')).toBe(false);
    expect(needsField('string', 'string')).toBe(false);
    expect(connectionFits('object', 'string')).toBe(false);
    expect(connectionFits('object', 'string', 'id')).toBe(true);
    expect(connectionFits('number', 'string', 'id')).toBe(false);
  });

  it('connects an object output to a string input through a field and stores the field', () => {
    const page = pageWithRule();
    expect(page.connect('list.picked', 'label.text')).toMatchObject({ ok: false, message: 'A object output cannot feed a string input' });
    expect(page.connect('list.picked', 'label.text', 'id').ok).toBe(true);
    expect(page.connect('in.value', 'label.text', 'id')).toMatchObject({ ok: false, code: 'not-allowed' });
    expect(page.connect('list.picked', 'label.text', 'not a path')).toMatchObject({ ok: false, code: 'invalid' });
    expect(page.connections()).toEqual([{ id: 'c2', from: { widgetId: 'list', socket: 'picked' }, to: { widgetId: 'label', socket: 'text' }, field: 'id' }]);
  });

  it('fits types: equal, or any on one side', () => {
    expect(socketTypesFit('string', 'string')).toBe(true);
    expect(socketTypesFit('any', 'number')).toBe(true);
    expect(socketTypesFit('string', undefined)).toBe(true);
    expect(socketTypesFit('string', 'number')).toBe(false);
  });

  it('connects an output to an input of the same type, and refuses other types without changing the page', () => {
    const page = pageWithRule();
    expect(page.connect('in.value', 'label.text').ok).toBe(true);
    const refused = page.connect('in.count', 'label.text');
    expect(refused).toMatchObject({ ok: false, code: 'not-allowed', message: 'A number output cannot feed a string input' });
    expect(page.connections()).toHaveLength(1);
  });

  it('refuses sockets a widget does not declare in that direction', () => {
    const page = pageWithRule();
    expect(page.connect('in.nothing', 'label.text')).toMatchObject({ ok: false, message: 'Input has no output socket nothing' });
    expect(page.connect('label.text', 'in.value')).toMatchObject({ ok: false, message: 'Label has no output socket text' });
  });

  it('lets through what it cannot know: the page context, unknown types and dynamic sockets (compound instances)', () => {
    const page = pageWithRule();
    expect(page.connect('$context.user', 'label.text').ok).toBe(true);
    expect(page.connect('in.count', '$context.total').ok).toBe(true);
    expect(page.connect('in.value', 'dyn.title').ok).toBe(true);
    expect(page.connect('dyn.picked', 'label.text').ok).toBe(true);
    expect(page.connect('alien.whatever', 'label.text').ok).toBe(true);
  });
});
