import { describe, expect, it } from 'vitest';
import { splitSqlStatements } from './split-sql.js';
import { committedMigrations } from './migrate.js';

describe('splitSqlStatements', () => {
  it('splits on semicolons and drops comments and empty statements', () => {
    expect(splitSqlStatements('-- head; comment\nCREATE TABLE a (x int);\n\n/* block; */ CREATE INDEX i ON a (x);;')).toEqual([
      'CREATE TABLE a (x int)',
      'CREATE INDEX i ON a (x)',
    ]);
  });

  it('keeps semicolons inside strings, quoted names and dollar-quoted bodies', () => {
    const text = `INSERT INTO t VALUES ('a;b', 'it''s; fine');
CREATE TABLE "odd;name" (x int);
CREATE FUNCTION f() RETURNS int AS $body$ BEGIN RETURN 1; END; $body$ LANGUAGE plpgsql;
DO $$ BEGIN PERFORM 1; END $$`;
    const statements = splitSqlStatements(text);
    expect(statements).toHaveLength(4);
    expect(statements[0]).toBe("INSERT INTO t VALUES ('a;b', 'it''s; fine')");
    expect(statements[2]).toContain('RETURN 1; END;');
    expect(statements[3]).toBe('DO $$ BEGIN PERFORM 1; END $$');
  });

  it('finds every statement of the committed migrations', () => {
    const [init] = committedMigrations();
    expect(init.name).toBe('0001_init.sql');
    const statements = splitSqlStatements(init.text);
    expect(statements.filter((s) => s.startsWith('CREATE TABLE'))).toHaveLength(5);
  });
});
