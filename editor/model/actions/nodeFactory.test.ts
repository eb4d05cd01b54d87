import { describe, expect, it } from 'vitest';
import { currentWidgetVersion } from '../../../migrations/index';
import { createWidgetNode } from './nodeFactory';

describe('createWidgetNode', () => {
  it('makes a node with a fresh id, the current version, the settings and empty slots', () => {
    const node = createWidgetNode('ConditionalContainer', { settings: { value: 1 }, slots: ['true', 'false'] });
    expect(node).toMatchObject({ type: 'ConditionalContainer', version: currentWidgetVersion('ConditionalContainer'), settings: { value: 1 }, slots: { true: [], false: [] } });
    expect(node.id).toMatch(/^w[0-9a-z]{10}$/);
    expect(createWidgetNode('Text').id).not.toBe(createWidgetNode('Text').id);
  });

  it('leaves slots out for widgets without children', () => {
    expect(createWidgetNode('Text', { newId: () => 't' })).toEqual({ id: 't', type: 'Text', version: currentWidgetVersion('Text'), settings: {} });
  });
});
