/**
 * Numbered migration sequences (after tldraw's store migrations): every sequence has an id, and its migrations
 * have the ids `<sequenceId>/1`, `<sequenceId>/2`, … in order. A value that no migration has touched is version 1;
 * migration `<sequenceId>/n` brings a value from version n to version n + 1, so the current version of a
 * sequence is `migrations.length + 1`. Sequences are checked when they are defined (a broken sequence is a
 * programming error and throws at import time), and running them never throws: the result says success or why not.
 */

import type { Failure } from '../model/result';
export interface Migration<T> {
  /** `<sequenceId>/<n>`, n counting from 1 without gaps. */
  readonly id: string;
  /** What the migration changes, for developers reading a failure. */
  readonly description?: string;
  /** Pure: returns the migrated value and never changes its argument. */
  readonly up: (value: T) => T;
}

export interface MigrationSequence<T, M extends Migration<T> = Migration<T>> {
  readonly sequenceId: string;
  readonly migrations: readonly M[];
  /** The version a value has once every migration of the sequence ran. */
  readonly currentVersion: number;
}

/** Thrown when a sequence is defined wrongly; the message names the sequence and the offending migration. */
export class MigrationDefinitionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MigrationDefinitionError';
  }
}

export function migrationId(sequenceId: string, n: number): string {
  return `${sequenceId}/${n}`;
}

const SEQUENCE_ID = /^[A-Za-z0-9_.-]+$/;

export function defineMigrationSequence<T, M extends Migration<T> = Migration<T>>(
  sequenceId: string,
  migrations: readonly M[],
): MigrationSequence<T, M> {
  if (!SEQUENCE_ID.test(sequenceId)) {
    throw new MigrationDefinitionError(
      `Migration sequence id "${sequenceId}" is invalid: use letters, digits, "_", "." or "-" (no "/").`,
    );
  }
  migrations.forEach((migration, index) => {
    const expected = migrationId(sequenceId, index + 1);
    if (!migration || typeof migration.up !== 'function') {
      throw new MigrationDefinitionError(
        `Migration sequence "${sequenceId}": migration number ${index + 1} (expected id "${expected}") has no up function.`,
      );
    }
    if (migration.id !== expected) {
      throw new MigrationDefinitionError(
        `Migration sequence "${sequenceId}": migration number ${index + 1} has id "${migration.id}", expected ` +
          `"${expected}" (ids start at ${sequenceId}/1, count up by one without gaps and name their own sequence).`,
      );
    }
  });
  return Object.freeze({ sequenceId, migrations: Object.freeze([...migrations]), currentVersion: migrations.length + 1 });
}

export type MigrationFailureCode = 'invalid-version' | 'newer-version' | 'migration-failed';

export type MigrationOutcome<T> =
  | { ok: true; value: T; version: number; applied: string[] }
  | (Failure<MigrationFailureCode> & { migrationId?: string });

/**
 * Runs the migrations a value of `fromVersion` still needs. `stopAfter` lets a caller end early (used for type
 * changes, after which the rest of the old type's sequence no longer applies).
 */
export function runMigrations<T, M extends Migration<T>>(
  sequence: MigrationSequence<T, M>,
  value: T,
  fromVersion: number,
  stopAfter?: (migration: M, result: T) => boolean,
): MigrationOutcome<T> {
  if (!Number.isInteger(fromVersion) || fromVersion < 1) {
    return {
      ok: false,
      code: 'invalid-version',
      message: `${sequence.sequenceId}: version ${JSON.stringify(fromVersion)} is not a whole number of at least 1.`,
    };
  }
  if (fromVersion > sequence.currentVersion) {
    return {
      ok: false,
      code: 'newer-version',
      message:
        `${sequence.sequenceId}: version ${fromVersion} is newer than the newest version this build knows ` +
        `(${sequence.currentVersion}).`,
    };
  }
  const applied: string[] = [];
  let current = value;
  let version = fromVersion;
  for (const migration of sequence.migrations.slice(fromVersion - 1)) {
    try {
      current = migration.up(current);
    } catch (error) {
      return {
        ok: false,
        code: 'migration-failed',
        migrationId: migration.id,
        message: `Migration ${migration.id} failed: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    applied.push(migration.id);
    version++;
    if (stopAfter?.(migration, current)) break;
  }
  return { ok: true, value: current, version, applied };
}
