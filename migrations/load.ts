/**
 * The load pipeline (docs/architecture.md, "From document to screen and back"): parse, check `schemaVersion` (a newer
 * one is refused), document migrations, structure checks, widget migrations per node, schema defaults. The result is
 * the loaded document or one error saying what is wrong and where; it never throws half-way and never drops data:
 * unknown types, unknown settings and unknown fields come out exactly as they went in. The input is never changed.
 * Messages are English for developers; `code` lets the UI show a translated text.
 */
import { currentWidgetVersion, migrateDocumentFormat, migrateNode } from './index';
import { applySettingsDefaults } from '../model/document/defaults';
import { DOCUMENT_LIMITS } from '../model/document/limits';
import { widgetSchema } from '../model/document/schemas';
import {
  checkApplication,
  checkCompoundWidget,
  checkWidgetTree,
  danglingRootSocketTargets,
  danglingSocketEnds,
  isPlainObject,
  type StructureProblem,
} from '../model/document/structure';
import { joinPath } from '../model/document/paths';
import { mapNodes } from '../model/document/tree';
import { CURRENT_SCHEMA_VERSION, type ApplicationDocument, type CompoundWidgetDocument, type WidgetNode } from '../model/document/types';
import type { Failure } from '../model/result';
import { documentMigrations } from './document';

export type LoadErrorCode =
  | 'malformed-json'
  | 'invalid-structure'
  | 'duplicate-id'
  | 'invalid-version'
  | 'newer-version'
  | 'migration-failed'
  | 'too-deep'
  | 'too-many-nodes'
  | 'too-large'
  | 'internal';

/** Why a document was refused; `path` is always set: '' for the whole document. */
export interface LoadError extends Failure<LoadErrorCode> {
  /** Dotted path of the problem, e.g. `content.0.widget.slots.children.2.type`; '' for the whole document. */
  path: string;
}

export type LoadResult<T> =
  | { ok: true; value: T; warnings: string[]; /** ids of the migrations that ran */ migrations: string[] }
  | LoadError;

if (documentMigrations.currentVersion !== CURRENT_SCHEMA_VERSION) {
  throw new Error(
    `CURRENT_SCHEMA_VERSION (${CURRENT_SCHEMA_VERSION}) and the document migrations (current version ` +
      `${documentMigrations.currentVersion}) disagree; update model/document/types.ts with the new migration.`,
  );
}

/** A refusal on its way out of the pipeline's nested checks; `guarded` turns it into the result. */
type Problem = Pick<LoadError, 'code' | 'message' | 'path'>;
class LoadFailure extends Error {
  constructor(readonly problem: Problem) {
    super(problem.message);
  }
}

function fail(problem: Problem | StructureProblem): never {
  throw new LoadFailure(problem);
}

function check(problem: StructureProblem | null): void {
  if (problem) fail(problem);
}

function parse(input: unknown, what: string): Record<string, unknown> {
  let value = input;
  if (typeof input === 'string') {
    checkLength(input.length);
    try {
      value = JSON.parse(input);
    } catch (error) {
      fail({ code: 'malformed-json', path: '', message: `Malformed JSON: ${(error as Error).message}` });
    }
  }
  if (!isPlainObject(value)) fail({ code: 'invalid-structure', path: '', message: `${what} must be a JSON object.` });
  return value as Record<string, unknown>;
}

function checkLength(length: number): void {
  if (length > DOCUMENT_LIMITS.maxJsonLength) {
    fail({ code: 'too-large', path: '', message: `The document is larger than ${DOCUMENT_LIMITS.maxJsonLength} characters as JSON.` });
  }
}

/**
 * The size check of a document given as an object, after the structure checks bounded its widget depth and count
 * (so measuring it is cheap and cannot overflow the stack). `lengthAtMost`, when known, bounds the input's JSON length
 * from above (the text of a response it was parsed from, metadata and all): within the limit, nothing is measured.
 */
function checkSize(input: unknown, lengthAtMost?: number): void {
  if (typeof input === 'string') return;
  if (lengthAtMost !== undefined && lengthAtMost <= DOCUMENT_LIMITS.maxJsonLength) return;
  checkLength(JSON.stringify(input)?.length ?? 0);
}

export interface LoadOptions {
  /**
   * At least the input's length as JSON, e.g. the length of the response text it was parsed from: the size check
   * then measures the document only when this bound exceeds the limit (serialising a large page took milliseconds of
   * the editor's open).
   */
  jsonLengthAtMost?: number;
}

/** Collects what a load reports besides its value. */
interface LoadLog {
  warnings: string[];
  migrations: string[];
  unknownTypes: Map<string, { count: number; firstPath: string }>;
}

/** Widget migrations of one tree, then defaults for every node whose type has a schema. */
function loadTree(root: WidgetNode, rootPath: string, log: LoadLog): WidgetNode {
  const migrated = migrateNode(root);
  if (!migrated.ok) {
    fail({ code: 'migration-failed', path: joinPath(rootPath, migrated.path), message: migrated.message });
  }
  log.migrations.push(...migrated.applied);
  for (const warning of migrated.warnings) log.warnings.push(`${joinPath(rootPath, warning.path) || 'root'}: ${warning.message}`);
  return mapNodes(migrated.value as WidgetNode, (node, _parent, _slot, _index, _depth, path) => loadedNode(node, rootPath, path, log));
}

/** A node with its defaults; the same node when it misses none (most of a saved page), so nothing is copied. */
function loadedNode(node: WidgetNode, rootPath: string, path: string, log: LoadLog): WidgetNode {
  if (!widgetSchema(node.type)) {
    const seen = log.unknownTypes.get(node.type);
    if (seen) seen.count++;
    else log.unknownTypes.set(node.type, { count: 1, firstPath: joinPath(rootPath, path) });
    return node; // verbatim: a placeholder is rendered, and saving writes it back unchanged
  }
  if ((node.version ?? 1) > currentWidgetVersion(node.type)) return node; // saved by a newer build: untouched
  const settings = applySettingsDefaults(node.type, node.settings);
  return settings === node.settings ? node : { ...node, settings };
}

function finish<T>(value: T, log: LoadLog): LoadResult<T> {
  for (const [type, { count, firstPath }] of log.unknownTypes) {
    log.warnings.push(
      `${firstPath || 'root'}: unknown widget type "${type}"${count > 1 ? ` (${count} nodes)` : ''}; kept unchanged.`,
    );
  }
  return { ok: true, value, warnings: log.warnings, migrations: log.migrations };
}

const loadError = ({ code, message, path }: Problem): LoadError => ({ ok: false, code, message, path });

function guarded<T>(run: () => LoadResult<T>): LoadResult<T> {
  try {
    return run();
  } catch (error) {
    if (error instanceof LoadFailure) return loadError(error.problem);
    return loadError({ code: 'internal', path: '', message: `Document could not be loaded: ${String(error)}` });
  }
}

function newLog(): LoadLog {
  return { warnings: [], migrations: [], unknownTypes: new Map() };
}

function migrateFormat(raw: Record<string, unknown>, log: LoadLog): Record<string, unknown> {
  if (raw.schemaVersion === undefined) log.warnings.push('schemaVersion: missing; read as version 1.');
  const format = migrateDocumentFormat(raw);
  if (!format.ok) fail(format);
  log.migrations.push(...format.applied);
  return format.value;
}

export function loadApplicationDocument(input: unknown, options: LoadOptions = {}): LoadResult<ApplicationDocument> {
  return guarded(() => {
    const log = newLog();
    const document = migrateFormat(parse(input, 'An application document'), log);
    const ids = new Map<string, string>();
    check(checkApplication(document, ids));
    checkSize(input, options.jsonLengthAtMost);
    const content = (document.content as ApplicationDocument['content']).map((entry, i) => {
      log.warnings.push(...danglingSocketEnds(entry.socketConnections, joinPath('content', i, 'socketConnections'), ids));
      const widget = loadTree(entry.widget, joinPath('content', i, 'widget'), log);
      return widget === entry.widget ? entry : { ...entry, widget };
    });
    return finish({ ...document, content } as ApplicationDocument, log);
  });
}

export function loadCompoundWidgetDocument(input: unknown): LoadResult<CompoundWidgetDocument> {
  return guarded(() => {
    const log = newLog();
    const document = migrateFormat(parse(input, 'A compound widget document'), log);
    const ids = new Map<string, string>();
    check(checkCompoundWidget(document, ids));
    checkSize(input);
    log.warnings.push(...danglingSocketEnds(document.socketConnections, 'socketConnections', ids));
    log.warnings.push(...danglingRootSocketTargets(document.rootSockets, 'rootSockets', ids));
    const widget = loadTree(document.widget as WidgetNode, 'widget', log);
    return finish({ ...document, widget } as CompoundWidgetDocument, log);
  });
}

/** Loads one widget tree on its own (a pasted fragment, a template): structure, unique ids, migrations, defaults. */
export function loadWidgetTree(input: unknown): LoadResult<WidgetNode> {
  return guarded(() => {
    const log = newLog();
    const root = parse(input, 'A widget node');
    check(checkWidgetTree(root, '', new Map()));
    checkSize(input);
    return finish(loadTree(root as unknown as WidgetNode, '', log), log);
  });
}
