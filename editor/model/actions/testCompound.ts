/** A compound and the test application with a managed instance of it (`inst`), for detach tests. */
import type { DetachCompoundAction } from './types';
import { testDocument } from './testDocument';

export const compound: DetachCompoundAction['compound'] = {
  id: 'cmp1',
  widget: { id: 'card', type: 'Container', settings: {}, slots: { children: [{ id: 'h', type: 'Heading', settings: { text: 'T' } }, { id: 'btn', type: 'Button' }] } },
  socketConnections: [{ id: 'k', from: { widgetId: 'btn', socket: 'clicked' }, to: { widgetId: 'h', socket: 'text' } }],
  rootSockets: [{ name: 'title', direction: 'input', target: { widgetId: 'h', socket: 'text' } }],
};

export function withInstance() {
  const doc = testDocument();
  doc.content[0].widget.slots!.children[0] = { id: 'inst', type: 'CompoundWidget', version: 1, settings: { compoundId: 'cmp1', managed: true } };
  doc.content[0].socketConnections = [{ id: 'p', from: { widgetId: 'd', socket: 'value' }, to: { widgetId: 'inst', socket: 'title' } }];
  return doc;
}
