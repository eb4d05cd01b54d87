import { describe, expect, it } from 'vitest';
import { migrateNode } from '../../../migrations';
import { builtinWidgets } from '..';

/** The Layout table. */
const CATALOGUE_LAYOUT = [
  'Table', 'ArrayContainerV3', 'ArrayContainerV2', 'FlexboxContainer', 'VerticalContainer', 'HorizontalContainer', 'Container',
  'GridLayout', 'StickyContainer', 'AppContainer', 'MaxWidthContainer', 'ConditionalContainer', 'Tabs', 'TabNavigation', 'IconTabs',
  'TopNavigation', 'Card', 'Hero', 'Dialog', 'RouterOutlet', 'ShrinkingHeader', 'DashboardGrid',
];
const CATALOGUE_SLOTS: Record<string, string[]> = {
  ArrayContainerV3: ['component', 'emptyTemplate'],
  StickyContainer: ['top', 'content', 'bottom'],
  AppContainer: ['header', 'content', 'footer'],
  MaxWidthContainer: ['child'],
  ConditionalContainer: ['true', 'false'],
  Dialog: ['content'],
  RouterOutlet: [],
  DashboardGrid: [],
};

const layoutWidgets = builtinWidgets.filter((widget) => widget.group === 'layout');

describe('layout widgets', () => {
  it('are every widget of the Layout group, all built in, with the slots it names', () => {
    expect(layoutWidgets.map((widget) => widget.type).sort()).toEqual([...CATALOGUE_LAYOUT].sort());
    for (const widget of layoutWidgets) {
      if (CATALOGUE_SLOTS[widget.type]) expect([widget.type, widget.slots]).toEqual([widget.type, CATALOGUE_SLOTS[widget.type]]);
    }
  });

  it('carry CONTAINER exactly when they take children, and at least one kind of application', () => {
    for (const widget of layoutWidgets) {
      const takesChildren = widget.slots.length > 0 || !!widget.slotPattern;
      expect([widget.type, widget.categories.includes('CONTAINER')]).toEqual([widget.type, takesChildren]);
      expect(widget.categories.some((category) => category !== 'CONTAINER')).toBe(true);
    }
  });

  it('deprecate ArrayContainerV2 (migrating to V3) and MaxWidthContainer (rendering as before)', () => {
    const deprecated = layoutWidgets.filter((widget) => widget.deprecated);
    expect(deprecated.map((widget) => [widget.type, widget.migratesTo])).toEqual([
      ['ArrayContainerV2', 'ArrayContainerV3'],
      ['MaxWidthContainer', undefined],
    ]);
    const migrated = migrateNode({ id: 'x', type: 'ArrayContainerV2', settings: { layout: 'row wrap', gap: 6 } });
    expect(migrated.ok && migrated.value).toMatchObject({ type: 'ArrayContainerV3', settings: { flexLayout: 'row', wrap: true, gap: 2 } });
  });
});
