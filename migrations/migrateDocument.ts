/**
 * Brings a whole document up to date: first the document format (`schemaVersion`, refused when newer), then every
 * widget tree (application: each `content[i].widget`; compound widget: `widget`). The load pipeline
 * (load.ts) calls the two halves separately so that it can check the structure in between; this function
 * is the same pipeline for callers whose documents are already known to be well-formed.
 */
import { documentMigrations, type RawDocument } from './document';
import { joinPath } from '../model/document/paths';
import type { Failure } from '../model/result';
import { migrateNode, type MigrationProblem, type NodeMigrationFailure } from './migrateNode';
import { runMigrations } from './sequence';
import type { MigratableNode } from './widgetMigration';

export type DocumentMigrationErrorCode = 'invalid-version' | 'newer-version' | 'migration-failed';

export type DocumentMigrationResult =
  | { ok: true; value: RawDocument; applied: string[]; warnings: MigrationProblem[] }
  | (Failure<DocumentMigrationErrorCode> & { path: string });

/** A missing `schemaVersion` counts as 1, the first format. */
export function migrateDocumentFormat(document: RawDocument): DocumentMigrationResult {
  const version = document.schemaVersion ?? 1;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return {
      ok: false,
      code: 'invalid-version',
      path: 'schemaVersion',
      message: `Document schemaVersion must be a whole number of at least 1, found ${JSON.stringify(version)}.`,
    };
  }
  if (version > documentMigrations.currentVersion) {
    return {
      ok: false,
      code: 'newer-version',
      path: 'schemaVersion',
      message:
        `Document has a newer version (schemaVersion ${version}) than this build supports ` +
        `(${documentMigrations.currentVersion}); it is refused rather than loaded partly.`,
    };
  }
  const outcome = runMigrations(documentMigrations, document, version);
  if (!outcome.ok) return { ok: false, code: 'migration-failed', path: '', message: outcome.message };
  const value = document.schemaVersion === outcome.version ? outcome.value : { ...outcome.value, schemaVersion: outcome.version };
  return { ok: true, value, applied: outcome.applied, warnings: [] };
}

function isNode(value: unknown): value is MigratableNode {
  return typeof value === 'object' && value !== null && typeof (value as MigratableNode).type === 'string';
}

export function migrateDocument(document: RawDocument): DocumentMigrationResult {
  const format = migrateDocumentFormat(document);
  if (!format.ok) return format;
  const applied = [...format.applied];
  const warnings: MigrationProblem[] = [];
  const migrateTree = (node: unknown, path: string): { ok: true; node: unknown } | NodeMigrationFailure => {
    if (!isNode(node)) return { ok: true, node };
    const result = migrateNode(node);
    if (!result.ok) return { ...result, path: joinPath(path, result.path) };
    applied.push(...result.applied);
    warnings.push(...result.warnings.map((warning) => ({ ...warning, path: joinPath(path, warning.path) })));
    return { ok: true, node: result.value };
  };

  let value = format.value;
  if (Array.isArray(value.content)) {
    const content = [...value.content];
    for (let index = 0; index < content.length; index++) {
      const entry = content[index] as { widget?: unknown } | null;
      if (!entry || typeof entry !== 'object') continue;
      const tree = migrateTree(entry.widget, `content.${index}.widget`);
      if (!tree.ok) return tree;
      if (tree.node !== entry.widget) content[index] = { ...entry, widget: tree.node };
    }
    value = { ...value, content };
  }
  if ('widget' in value) {
    const tree = migrateTree(value.widget, 'widget');
    if (!tree.ok) return tree;
    if (tree.node !== value.widget) value = { ...value, widget: tree.node };
  }
  return { ok: true, value, applied, warnings };
}
