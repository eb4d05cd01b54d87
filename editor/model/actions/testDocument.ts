/**
 * A small application used by the action, store and clipboard tests:
 *
 * page ''      root (FlexboxContainer)
 *                ├ a   Text
 *                ├ box Container ── b Text, c Button
 *                └ d   TextInput
 *              connections: k1 c.clicked → b.text (inside box), k2 $context.user → a.text, k3 d.value → b.text
 * page 'about' root2 (Container) ── e Text
 */
import type { ApplicationDocument, WidgetNode } from '../../../model/document/types';
import { sequentialIds } from '../document/ids';
import type { ActionContextOptions } from './apply';
import { applyAction, createActionContext } from './apply';
import type { EditorAction } from './types';
import { testApplication, testPage } from '../document/testApplication';

const leaf = (id: string, type: string, settings: Record<string, unknown> = {}): WidgetNode => ({ id, type, version: 1, settings });

export function testDocument(): ApplicationDocument {
  return testApplication([
    testPage(
      [
        leaf('a', 'Text', { text: 'A' }),
        { id: 'box', type: 'Container', version: 1, settings: {}, slots: { children: [leaf('b', 'Text', { text: 'B' }), leaf('c', 'Button')] } },
        leaf('d', 'TextInput'),
      ],
      {
        rootVersion: 1,
        connections: [
          { id: 'k1', from: { widgetId: 'c', socket: 'clicked' }, to: { widgetId: 'b', socket: 'text' } },
          { id: 'k2', from: { widgetId: '$context', socket: 'user' }, to: { widgetId: 'a', socket: 'text' } },
          { id: 'k3', from: { widgetId: 'd', socket: 'value' }, to: { widgetId: 'b', socket: 'text' } },
        ],
      },
    ),
    {
      path: 'about',
      title: 'About',
      widget: { id: 'root2', type: 'Container', version: 1, settings: {}, slots: { children: [leaf('e', 'Text')] } },
      socketConnections: [],
    },
  ]);
}

/** Applies one action with deterministic ids (n1, n2, …). */
export function run(document: ApplicationDocument, action: EditorAction, options: ActionContextOptions = {}) {
  const context = createActionContext(document, { newId: sequentialIds('n'), ...options });
  return { ...applyAction(document, action, context), index: context.index };
}

/** Child ids of a slot, for compact assertions. */
export function childIds(node: WidgetNode | undefined, slot = 'children'): string[] {
  return (node?.slots?.[slot] ?? []).map((child) => child.id);
}
