import { describe, expect, it } from 'vitest';
import { defineMigrationSequence, MigrationDefinitionError, runMigrations } from './sequence';
import { buildWidgetMigrationRegistry } from './registry';
import { defineWidgetMigrations, renameTypeMigrations } from './widgetMigration';

const up = (value: number) => value + 1;

describe('defineMigrationSequence', () => {
  it('accepts ids counting from 1 without gaps; the current version is one past the last migration', () => {
    const sequence = defineMigrationSequence<number>('Counter', [
      { id: 'Counter/1', up },
      { id: 'Counter/2', up },
    ]);
    expect(sequence.currentVersion).toBe(3);
    expect(defineMigrationSequence<number>('Empty', []).currentVersion).toBe(1);
  });

  it('refuses a sequence that does not start at 1', () => {
    expect(() => defineMigrationSequence<number>('ArrayContainerV3', [{ id: 'ArrayContainerV3/2', up }])).toThrow(
      /"ArrayContainerV3": migration number 1 has id "ArrayContainerV3\/2", expected "ArrayContainerV3\/1"/,
    );
  });

  it('refuses a gap', () => {
    const define = () =>
      defineMigrationSequence<number>('ArrayContainerV3', [
        { id: 'ArrayContainerV3/1', up },
        { id: 'ArrayContainerV3/3', up },
      ]);
    expect(define).toThrow(MigrationDefinitionError);
    expect(define).toThrow(/migration number 2 has id "ArrayContainerV3\/3", expected "ArrayContainerV3\/2"/);
  });

  it('refuses ids of another sequence, duplicates and migrations without an up function', () => {
    expect(() => defineMigrationSequence<number>('Text', [{ id: 'Heading/1', up }])).toThrow(/expected "Text\/1"/);
    expect(() => defineMigrationSequence<number>('Text', [{ id: 'Text/1', up }, { id: 'Text/1', up }])).toThrow(/expected "Text\/2"/);
    expect(() => defineMigrationSequence<number>('Text', [{ id: 'Text/1' } as never])).toThrow(/has no up function/);
  });

  it('refuses a sequence id with a slash or nothing in it', () => {
    expect(() => defineMigrationSequence<number>('a/b', [])).toThrow(/sequence id "a\/b" is invalid/);
    expect(() => defineMigrationSequence<number>('', [])).toThrow(MigrationDefinitionError);
  });
});

describe('runMigrations', () => {
  const sequence = defineMigrationSequence<number>('Counter', [
    { id: 'Counter/1', up },
    { id: 'Counter/2', up: (value: number) => value * 10 },
  ]);

  it('runs only the migrations a value still needs and reports their ids', () => {
    expect(runMigrations(sequence, 1, 1)).toEqual({ ok: true, value: 20, version: 3, applied: ['Counter/1', 'Counter/2'] });
    expect(runMigrations(sequence, 5, 2)).toEqual({ ok: true, value: 50, version: 3, applied: ['Counter/2'] });
    expect(runMigrations(sequence, 5, 3)).toEqual({ ok: true, value: 5, version: 3, applied: [] });
  });

  it('refuses a newer or a nonsense version instead of guessing', () => {
    expect(runMigrations(sequence, 1, 4)).toMatchObject({ ok: false, code: 'newer-version' });
    expect(runMigrations(sequence, 1, 0)).toMatchObject({ ok: false, code: 'invalid-version' });
    expect(runMigrations(sequence, 1, 1.5)).toMatchObject({ ok: false, code: 'invalid-version' });
  });

  it('turns a throwing migration into an error naming it', () => {
    const broken = defineMigrationSequence<number>('Broken', [
      {
        id: 'Broken/1',
        up: () => {
          throw new Error('no gap');
        },
      },
    ]);
    expect(runMigrations(broken, 1, 1)).toEqual({
      ok: false,
      code: 'migration-failed',
      migrationId: 'Broken/1',
      message: 'Migration Broken/1 failed: no gap',
    });
  });
});

describe('widget migration sequences', () => {
  const node = (type: string) => ({ id: 'x', type });

  it('refuses a type change that is not the last migration', () => {
    expect(() =>
      defineWidgetMigrations('Old', [
        { id: 'Old/1', toType: 'New', up: () => node('New') },
        { id: 'Old/2', up: (n) => n },
      ]),
    ).toThrow(/Old\/1 changes the type to "New" but is not the last migration/);
  });

  it('refuses a type change to the same type', () => {
    expect(() => defineWidgetMigrations('Old', [{ id: 'Old/1', toType: 'Old', up: (n) => n }])).toThrow(/is not another type/);
  });

  it('refuses two sequences for one type and type changes that go in a circle', () => {
    expect(() => buildWidgetMigrationRegistry([renameTypeMigrations('A', 'B'), renameTypeMigrations('A', 'C')])).toThrow(
      /Two migration sequences are defined for widget type "A"/,
    );
    expect(() => buildWidgetMigrationRegistry([renameTypeMigrations('A', 'B'), renameTypeMigrations('B', 'A')])).toThrow(
      /circle: A -> B -> A/,
    );
  });
});
