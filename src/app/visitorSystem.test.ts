import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { visitorSystem } from './visitorSystem';

const root = path.resolve(import.meta.dirname, '../..');

/** The code of a published page: the runtime and the web app's start-up, without tests and the builder's system. */
const VISITOR_CODE = ['runtime', 'src/shell', 'src/app', 'src/ssr', 'src/main.tsx'];
const NOT_VISITOR_CODE = /\.test\.tsx?$|^runtime\/testing\/|^src\/app\/BuilderSystem\.tsx$/;

/**
 * The recipes (Chakra's keys) each Chakra export that visitor code imports styles itself with; [] for layout
 * components and everything else without one. A component missing here fails the test: add it with its keys
 * (`createRecipeContext`/`createSlotRecipeContext`/`useRecipe` in its source), and the recipes to visitorSystem.ts.
 */
const RECIPES_OF: Record<string, string[]> = {
  Box: [], Center: [], HStack: [], SimpleGrid: [], Image: [], Portal: [], ChakraProvider: [], createSystem: [], useChakraContext: [],
  defaultBaseConfig: [], defineConfig: [],
  Text: ['text'],
  Button: ['button'], IconButton: ['button'], ButtonGroup: ['button'],
  Input: ['input'], InputGroup: ['inputAddon'], Textarea: ['textarea'], NativeSelect: ['nativeSelect'],
  Field: ['field'], Fieldset: ['fieldset'], Dialog: ['dialog'], Spinner: ['spinner'], Pagination: ['pagination'],
};

function sourceFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (/\.tsx?$/.test(entry)) return [entry];
  return readdirSync(full, { withFileTypes: true }).flatMap((item) =>
    item.isDirectory() || /\.tsx?$/.test(item.name) ? sourceFiles(path.join(entry, item.name)) : []);
}

/** The values (not types) visitor code imports from '@chakra-ui/react'. */
function chakraImports(): Set<string> {
  const names = new Set<string>();
  for (const file of VISITOR_CODE.flatMap(sourceFiles).filter((file) => !NOT_VISITOR_CODE.test(file))) {
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const [, list] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of list.split(',').map((item) => item.trim()).filter(Boolean)) {
        if (!part.startsWith('type ')) names.add(part.split(/\s+as\s+/)[0]);
      }
    }
  }
  return names;
}

describe('the Chakra system of published pages', () => {
  it('has the tokens, global styles and conditions of the default system', () => {
    const { recipes: _r, slotRecipes: _s, ...theme } = visitorSystem()._config.theme ?? {};
    const { recipes: _dr, slotRecipes: _ds, ...defaultTheme } = defaultSystem._config.theme ?? {};
    expect(theme).toEqual(defaultTheme);
    expect({ ...visitorSystem()._config, theme: null }).toEqual({ ...defaultSystem._config, theme: null });
    expect(visitorSystem()._global).toEqual(defaultSystem._global);
  });

  it('has the default recipe of every Chakra component the code of a published page uses', () => {
    const imported = [...chakraImports()];
    expect(imported).toContain('Button'); // the scan finds the imports
    const unknown = imported.filter((name) => !(name in RECIPES_OF));
    expect(unknown, 'Chakra exports used by visitor code but not in RECIPES_OF').toEqual([]);
    for (const key of imported.flatMap((name) => RECIPES_OF[name])) {
      expect(visitorSystem().hasRecipe(key), key).toBe(defaultSystem.hasRecipe(key));
      if (defaultSystem.isRecipe(key)) expect(visitorSystem().getRecipe(key), key).toEqual(defaultSystem.getRecipe(key));
      if (defaultSystem.isSlotRecipe(key)) expect(visitorSystem().getSlotRecipe(key), key).toEqual(defaultSystem.getSlotRecipe(key));
    }
  });
});
