import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { specTypes } from '../widget-list/lists.mjs';
import { currentTestFile } from './testFile';

// Tests load widget components lazily, as the app build does (vitest.config.ts), so a test file imports only the
// widgets it uses instead of all of them. Most tests render a tree and look at it at once, so before the file runs
// the components of every built-in widget type it names as a quoted string ('Text', "AppContainer") are fetched —
// in the file itself and in the modules it imports by relative path (render helpers such as renderInput.tsx,
// fixtures such as testApplication.ts or migrations/fixtures/*.json). Files whose types come from elsewhere call
// preloadWidgets (runtime/testing/preloadWidgets.ts).

function sourceOf(file: string): string {
  return readFileSync(file, 'utf8');
}

/** The modules (TypeScript or JSON) that `source` (of `file`) imports by relative path, as file paths. */
function relativeImports(file: string, source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/from\s+['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const base = path.resolve(path.dirname(file), match[1]!.replace(/\.js$/, ''));
    const resolved = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => /\.(tsx?|json)$/.test(candidate) && existsSync(candidate));
    if (resolved) found.push(resolved);
  }
  return found;
}

// Only files that render fetch components (testFile.ts): the others name widget types in their documents too.
const { path: testPath, source: testSource, rendersReact } = currentTestFile();
if (testPath && rendersReact) {
  const sources = [testSource, ...relativeImports(testPath, testSource).map(sourceOf)];
  const known = new Set(specTypes());
  const named = new Set<string>();
  for (const source of sources) {
    for (const match of source.matchAll(/['"`]([A-Z][A-Za-z0-9]*)['"`]/g)) if (known.has(match[1]!)) named.add(match[1]!);
  }
  if (named.size) {
    const { preloadWidgets } = await import('../../runtime/testing/preloadWidgets');
    await preloadWidgets(named);
  }
}
