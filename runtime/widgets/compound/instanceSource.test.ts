import { describe, expect, it } from 'vitest';
import { expandInstance } from '../../compound/expand';
import { cardCompound } from '../../compound/fixtures';
import { createTreeNodeSource } from '../../render/nodeSource';
import { collectIds } from '../../../model/document/tree';
import { compoundTemplate, createInstanceNodeSource } from './instanceSource';

describe('instance node source', () => {
  it('reads the same nodes as the expanded copy of the tree, with ids scoped to the instance', () => {
    const compound = cardCompound();
    compound.widget.slots!.children.push({ id: 'inner', type: 'Container', settings: { gap: 2 }, slots: { children: [{ id: 'deep', type: 'Text' }], footer: [] } });
    for (const instanceId of ['i1', 'i2', 'page~i3']) {
      const expanded = expandInstance(compound, instanceId);
      const copy = createTreeNodeSource(expanded.widget);
      const source = createInstanceNodeSource(compoundTemplate(compound), instanceId);
      expect(source.rootId).toBe(copy.rootId);
      for (const id of collectIds(expanded.widget)) expect(source.getNode(id)).toEqual(copy.getNode(id));
    }
  });

  it('knows no unscoped ids, no other instance\'s ids and no ids outside the compound', () => {
    const source = createInstanceNodeSource(compoundTemplate(cardCompound()), 'i1');
    expect(source.getNode('i1~h')?.type).toBe('Heading');
    expect(source.getNode('h')).toBeUndefined();
    expect(source.getNode('i2~h')).toBeUndefined();
    expect(source.getNode('i1~nope')).toBeUndefined();
  });

  it('returns the same node object on every read and shares one template per compound version', () => {
    const compound = cardCompound();
    const source = createInstanceNodeSource(compoundTemplate(compound), 'i1');
    expect(source.getNode('i1~box')).toBe(source.getNode('i1~box'));
    expect(compoundTemplate(compound)).toBe(compoundTemplate({ ...compound }));
    expect(compoundTemplate(compound)).not.toBe(compoundTemplate(cardCompound())); // a new version: a new template
  });
});
