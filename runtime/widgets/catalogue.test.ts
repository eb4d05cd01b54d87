import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentWidgetVersion, LEGACY_GERMAN_TYPE_NAMES, migrateNode } from '../../migrations';
import { widgetSpecs } from 'virtual:widget-specs';
import { componentFile, componentTypes, specTypes } from '../../scripts/widget-list/lists.mjs';
import { widgetSchema } from '../../model/document/schemas';
import { catalogueOf } from '../registry/catalogue';
import { builtinWidgets, createBuiltinRegistry } from '.';
import { tsxArgs } from '../../scripts/widget-list/tsx.mjs';

const root = path.resolve(__dirname, '../..');
// Widget texts live in widgets.json or in a widget group's own namespace (layout.json, ...): i18n falls back
// across namespaces, so a key counts as translated when any German namespace file has it.
const germanDir = path.join(root, 'locales/de_de');
const namespaceTexts = readdirSync(germanDir).map((file) => JSON.parse(readFileSync(path.join(germanDir, file), 'utf8')));

function lookup(key: string): unknown {
  for (const texts of namespaceTexts) {
    const text = key.split('.').reduce<any>((node, part) => node?.[part], texts);
    if (typeof text === 'string') return text;
  }
  return undefined;
}

function i18nKeysOf(schema: unknown, found: string[] = []): string[] {
  if (Array.isArray(schema)) schema.forEach((item) => i18nKeysOf(item, found));
  else if (schema && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      if ((key === 'title' || key === 'description') && typeof value === 'string') found.push(value);
      else i18nKeysOf(value, found);
    }
  }
  return found;
}

describe('built-in widgets', () => {
  it('registers each type once and uses the document layer schema of its type', () => {
    const registry = createBuiltinRegistry();
    expect(registry.types().length).toBe(builtinWidgets.length);
    for (const definition of builtinWidgets) expect(widgetSchema(definition.type)).toBe(definition.schema);
  });

  it('are one component per widget spec: same type, schema, slots and sockets (schema-only specs have none)', () => {
    const withComponent = widgetSpecs.filter((spec) => !spec.schemaOnly);
    expect(builtinWidgets.map((definition) => definition.type)).toEqual(withComponent.map((spec) => spec.type));
    withComponent.forEach((spec, i) => {
      const definition = builtinWidgets[i];
      expect(definition.schema).toBe(spec.schema);
      expect([spec.type, definition.group, definition.categories, definition.slots, definition.inputs, definition.outputs, definition.deprecated])
        .toEqual([spec.type, spec.group, spec.categories, spec.slots, spec.inputs, spec.outputs, spec.deprecated]);
    });
  });

  it('are the folders: every widget-schemas/<Type>.ts spec, every runtime/widgets/<folder>/<Type>.tsx component', () => {
    expect(widgetSpecs.map((spec) => spec.type)).toEqual(specTypes());
    expect(builtinWidgets.map((definition) => definition.type)).toEqual(componentTypes());
    for (const type of componentTypes()) expect(existsSync(componentFile(type))).toBe(true);
  });

  it('are at the current version of their migration sequence', () => {
    for (const definition of builtinWidgets) expect([definition.type, definition.version]).toEqual([definition.type, currentWidgetVersion(definition.type)]);
  });

  it('have every schema title, description and socket label translated', () => {
    const missing: string[] = [];
    for (const definition of builtinWidgets) {
      const keys = [...i18nKeysOf(definition.schema), ...[...definition.inputs, ...definition.outputs].map((s) => s.label ?? '')];
      for (const key of keys) if (typeof lookup(key) !== 'string') missing.push(`${definition.type}: ${key}`);
    }
    expect(missing).toEqual([]);
  });

  it('resolve every legacy German name and OpenEditorBtn: a stored node of the old type loads as a registered widget', () => {
    const registry = createBuiltinRegistry();
    const loaded = Object.fromEntries([...Object.keys(LEGACY_GERMAN_TYPE_NAMES), 'OpenEditorBtn'].map((type) => {
      const result = migrateNode({ id: 'n', type, version: 1, settings: {} });
      const migrated = result.ok ? result.value.type : `failed: ${type}`;
      return [type, registry.get(migrated) ? migrated : `${migrated} (not registered)`];
    }));
    expect(loaded).toEqual({ ...LEGACY_GERMAN_TYPE_NAMES, OpenEditorBtn: 'OpenEditorBtnV2' });
  });

  it('containers are in the CONTAINER category and declare slots', () => {
    for (const definition of builtinWidgets) {
      const hasSlots = definition.slots.length > 0 || !!definition.slotPattern;
      expect([definition.type, definition.categories.includes('CONTAINER')]).toEqual([definition.type, hasSlots]);
    }
  });
});

describe('npm run -s catalogue', () => {
  it('prints the widget specs as one JSON array with the fields README.md lists, from plain Node', () => {
    const output = execFileSync(process.execPath, tsxArgs('scripts/catalogue.ts'), { cwd: root, encoding: 'utf8' });
    const entries = JSON.parse(output);
    expect(entries).toEqual(JSON.parse(JSON.stringify(catalogueOf(widgetSpecs))));
    expect(entries.map((entry: { type: string }) => entry.type)).toEqual(builtinWidgets.map((definition) => definition.type).sort((a, b) => a.localeCompare(b)));
    const button = entries.find((entry: { type: string }) => entry.type === 'Button');
    expect(Object.keys(button).sort()).toEqual(
      ['aliases', 'categories', 'deprecated', 'group', 'inputs', 'migratesTo', 'outputs', 'schema', 'slots', 'type', 'version'].sort(),
    );
    expect(button.outputs).toEqual([expect.objectContaining({ name: 'clicked' })]);
    const container = entries.find((entry: { type: string }) => entry.type === 'Container');
    expect(container.aliases.length).toBeGreaterThan(0); // a German legacy name loads as Container
    const conditional = entries.find((entry: { type: string }) => entry.type === 'ConditionalContainer');
    expect(conditional.slots).toEqual(['true', 'false']);
  });
});
