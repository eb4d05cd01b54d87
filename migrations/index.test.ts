import { describe, expect, it } from 'vitest';
import {
  aliasesOf,
  allMigrationIds,
  canonicalType,
  currentWidgetVersion,
  deprecatedTypes,
  migrateDocumentFormat,
  migrateNode,
  migratesTo,
} from './index';

describe('catalogue answers', () => {
  it('names the deprecated types and what they become', () => {
    expect(deprecatedTypes).toEqual(['ArrayContainerV2', 'DataTableV1', 'DataTableV2', 'DataTableV3', 'OpenEditorBtn']);
    expect(migratesTo('ArrayContainerV2')).toBe('ArrayContainerV3');
    for (const old of ['DataTableV1', 'DataTableV2', 'DataTableV3']) expect(migratesTo(old)).toBe('DataTableV4');
    expect(migratesTo('OpenEditorBtn')).toBe('OpenEditorBtnV2');
    expect(migratesTo('Text')).toBeUndefined();
  });

  it('maps legacy German names to canonical types and back', () => {
    expect(canonicalType('Zaehlstatistik')).toBe('Count');
    expect(canonicalType('Kontakte')).toBe('ContactsList');
    expect(canonicalType('Text')).toBe('Text');
    expect(aliasesOf('Markdown')).toEqual(['Textbaustein']);
    expect(aliasesOf('Container')).toEqual(['Behaelter']);
    expect(aliasesOf('Text')).toEqual([]);
    expect(aliasesOf('ArrayContainerV3')).toEqual([]); // a deprecated type is not an alias
  });

  it('knows current widget versions (1 without migrations)', () => {
    expect(currentWidgetVersion('Text')).toBe(1);
    expect(currentWidgetVersion('ArrayContainerV2')).toBe(2);
    expect(allMigrationIds()).toContain('ArrayContainerV2/1');
  });
});

describe('migrateNode', () => {
  it('keeps a node saved by a newer build unchanged and warns where it is', () => {
    const node = { id: 'a', type: 'Container', slots: { children: [{ id: 'b', type: 'OpenEditorBtn', version: 7, settings: { text: 'x' } }] } };
    const result = migrateNode(node);
    expect(result.ok && result.value).toBe(node);
    expect(result.ok && result.warnings).toEqual([
      { path: 'slots.children.0', message: expect.stringMatching(/OpenEditorBtn: version 7 is newer .* kept unchanged/) },
    ]);
  });

  it('returns the same objects when nothing needed migrating', () => {
    const node = { id: 'a', type: 'Container', slots: { children: [{ id: 'b', type: 'Text' }], other: [] } };
    const result = migrateNode(node);
    expect(result.ok && result.value).toBe(node);
  });

  it('shares untouched siblings when one child is migrated', () => {
    const sibling = { id: 's', type: 'Text' };
    const node = { id: 'a', type: 'Container', slots: { children: [sibling, { id: 'b', type: 'Video' }], footer: [{ id: 'f', type: 'Text' }] } };
    const result = migrateNode(node);
    if (!result.ok) throw new Error(result.message);
    expect(result.value).not.toBe(node);
    expect(result.value.slots!.children[0]).toBe(sibling);
    expect(result.value.slots!.footer).toBe(node.slots.footer);
    expect(result.value.slots!.children[1]).toEqual({ id: 'b', type: 'VideoPlayer', version: 1 });
  });
});

describe('migrateDocumentFormat', () => {
  it('refuses a document of a newer format', () => {
    const result = migrateDocumentFormat({ name: 'x', schemaVersion: 2, content: [] });
    expect(result).toMatchObject({ ok: false, code: 'newer-version', path: 'schemaVersion' });
    expect(!result.ok && result.message).toMatch(/Document has a newer version \(schemaVersion 2\)/);
  });

  it('refuses a schemaVersion that is not a whole number', () => {
    expect(migrateDocumentFormat({ schemaVersion: 'eins' })).toMatchObject({ ok: false, code: 'invalid-version' });
  });
});
