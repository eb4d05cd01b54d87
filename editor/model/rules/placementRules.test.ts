import { describe, expect, it } from 'vitest';
import { defineWidget } from '../../../runtime/registry/defineWidget';
import { createBuiltinRegistry } from '../../../runtime/widgets/index';
import { run, testDocument } from '../actions/testDocument';
import { DocumentIndex } from '../document/documentIndex';
import { createPlacementRule, slotsOfType } from './placementRules';

const CmsOnly = defineWidget({ type: 'CmsOnly', group: 'test', categories: ['CMS'], schema: { type: 'object', properties: {} }, component: () => null });
const registry = createBuiltinRegistry([CmsOnly]);

describe('placement rule', () => {
  it('lets a widget into a declared slot only when its categories fit the application kind', () => {
    const forDashboards = createPlacementRule(registry, 'DASHBOARD');
    expect(forDashboards('Text', 'Container', 'children')).toBe(true);
    expect(forDashboards('CmsOnly', 'Container', 'children')).toMatch(/not meant for DASHBOARD/);
    expect(createPlacementRule(registry, 'CMS')('CmsOnly', 'Container', 'children')).toBe(true);
  });

  it('refuses slots the parent does not declare and parents of unknown type, but moves unknown widgets', () => {
    const rule = createPlacementRule(registry, 'APPLICATION');
    expect(rule('Text', 'Text', 'children')).toMatch(/no slot/);
    expect(rule('Text', 'Container', 'sidebar')).toMatch(/no slot/);
    expect(rule('Text', 'Mystery', 'children')).toMatch(/not a known widget type/);
    expect(rule('Mystery', 'Container', 'children')).toBe(true);
  });

  it('accepts the slots a widget makes from its settings (table cells, tabs), not other names', () => {
    const rule = createPlacementRule(registry, 'APPLICATION');
    expect(rule('Text', 'Table', 'cell-4-7')).toBe(true);
    expect(rule('Text', 'Tabs', 'tab-5')).toBe(true);
    expect(rule('Text', 'Table', 'tab-5')).toMatch(/no slot/);
  });

  it('makes the insert action refuse what the indicator shows as refused', () => {
    const { document, outcome } = run({ ...testDocument(), kind: 'DASHBOARD' }, { type: 'insert', node: { id: 'n1', type: 'CmsOnly' }, parentId: 'box', slot: 'children' }, { canPlace: createPlacementRule(registry, 'DASHBOARD') });
    expect(outcome).toMatchObject({ ok: false, code: 'not-allowed' });
    expect(new DocumentIndex(document).has('n1')).toBe(false);
  });

  it('lists the declared slots and the settings-made ones a node uses', () => {
    expect(slotsOfType(registry, 'Container', { children: [] })).toEqual(['children']);
    expect(slotsOfType(registry, 'Table', { 'cell-0-1': [], junk: [] })).toContain('cell-0-1');
    expect(slotsOfType(registry, 'Table', { junk: [] })).not.toContain('junk');
    expect(slotsOfType(registry, 'Mystery', { a: [], b: [] })).toEqual(['a', 'b']);
  });
});
