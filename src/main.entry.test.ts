import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The web app's entry awaits nothing at the top level: one top-level await anywhere makes Rolldown turn off its chunk
 * optimisations for the whole build (docs/architecture.md, "One entry without top-level await").
 */
function topLevelAwaits(source: string): string[] {
  const file = ts.createSourceFile('main.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return; // an await in there is not at the top level
    if (ts.isAwaitExpression(node) || (ts.isForOfStatement(node) && node.awaitModifier)) found.push(node.getText(file).slice(0, 60));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('the web app entry', () => {
  it('has no top-level await', () => {
    expect(topLevelAwaits(readFileSync(new URL('./main.tsx', import.meta.url), 'utf8'))).toEqual([]);
  });

  it('the check finds one where there is one, and none inside functions', () => {
    expect(topLevelAwaits('const a = await load();\nasync function f() { await g(); }\nfor await (const x of y) {}')).toEqual([
      'await load()',
      'for await (const x of y) {}',
    ]);
    expect(topLevelAwaits('const f = async () => { await g(); };\nclass A { async m() { await h(); } }')).toEqual([]);
  });
});
