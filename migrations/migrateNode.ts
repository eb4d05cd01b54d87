/**
 * Brings one widget tree up to date: each node runs the migrations of its type from its `version` on; after a
 * type change it continues with the new type's sequence; then its children (every slot) follow. Pure and
 * structurally shared (mapTree): nodes nothing happened to are returned as the same objects. Never throws.
 */
import { mapTree } from '../model/document/mapTree';
import type { Failure } from '../model/result';
import { runMigrations } from './sequence';
import { widgetMigrationSequences } from './registry';
import type { MigratableNode } from './widgetMigration';

export interface MigrationProblem {
  /** Dotted path below the migrated root ('' is the root itself), e.g. `slots.children.2`. */
  path: string;
  message: string;
}

/** A widget that cannot be brought up to date; `path` is dotted below the migrated root ('' is the root). */
export type NodeMigrationFailure = Failure<'migration-failed'> & { path: string };

export type NodeMigrationResult =
  | { ok: true; value: MigratableNode; applied: string[]; warnings: MigrationProblem[] }
  | NodeMigrationFailure;

type Step = { ok: true; node: MigratableNode } | NodeMigrationFailure;
const refused = (path: string, message: string): NodeMigrationFailure => ({ ok: false, code: 'migration-failed', message, path });

function isNodeLike(value: unknown): value is MigratableNode {
  const node = value as MigratableNode;
  return typeof node === 'object' && node !== null && typeof node.id === 'string' && typeof node.type === 'string';
}

/** Runs the node's own migrations (following type changes), not its children's. */
function migrateOwnShape(node: MigratableNode, path: string, applied: string[], warnings: MigrationProblem[]): Step {
  let current = node;
  for (let hops = 0; hops <= widgetMigrationSequences.size; hops++) {
    const sequence = widgetMigrationSequences.get(current.type);
    if (!sequence) return { ok: true, node: current };
    const outcome = runMigrations(sequence, current, current.version ?? 1, (migration) => migration.toType !== undefined);
    if (!outcome.ok) {
      if (outcome.code === 'newer-version') {
        // A widget saved by a newer build: keep it exactly as it is; the renderer shows what it can.
        warnings.push({ path, message: `${outcome.message} The widget is kept unchanged.` });
        return { ok: true, node: current };
      }
      return refused(path, outcome.message);
    }
    if (outcome.applied.length === 0) return { ok: true, node: current };
    applied.push(...outcome.applied);
    const last = sequence.migrations[outcome.version - 2];
    const result = outcome.value;
    if (!isNodeLike(result) || result.id !== current.id) {
      return refused(path, `Migration ${last.id} did not return the node with id "${current.id}".`);
    }
    const expectedType = last.toType ?? sequence.sequenceId;
    if (result.type !== expectedType) {
      return refused(path, `Migration ${last.id} returned type "${result.type}", expected "${expectedType}".`);
    }
    if (!last.toType) return { ok: true, node: { ...result, version: outcome.version } };
    current = result; // a new type: continue with its own sequence from the version the migration set
  }
  return refused(path, `Type changes of "${node.type}" do not end.`);
}

class MigrationStop extends Error {
  constructor(readonly failure: NodeMigrationFailure) {
    super(failure.message);
  }
}

export function migrateNode(node: MigratableNode): NodeMigrationResult {
  const applied: string[] = [];
  const warnings: MigrationProblem[] = [];
  try {
    const value = mapTree<MigratableNode>(node, (current, _parent, _slot, _index, _depth, path) => {
      // Foreign data in a slot is left for the loader's structure check to report.
      if (!isNodeLike(current)) return current;
      const step = migrateOwnShape(current, path, applied, warnings);
      if (!step.ok) throw new MigrationStop(step);
      return step.node;
    });
    return { ok: true, value, applied, warnings };
  } catch (error) {
    if (error instanceof MigrationStop) return error.failure;
    return refused('', `Widget tree could not be migrated: ${String(error)}`);
  }
}
