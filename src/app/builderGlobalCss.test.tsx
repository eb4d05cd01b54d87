// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { chakraGlobalCss, lazyGlobalSystemSource } from '../../scripts/chakra-global-css.mjs';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import BuilderSystem, { builderSystem, builderSystemMade } from './BuilderSystem';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

// The builder's routes take Chakra's global styles from a stylesheet made at build (scripts/chakra-global-css.mjs,
// docs/editor.md "Opening fast") instead of having Chakra's provider compute and insert them on every start.

/** The CSS emotion has inserted into the document, rule by rule as the provider's global styles put it there. */
const insertedCss = () => [...document.querySelectorAll('style[data-emotion]')].map((style) => style.textContent).join('');

describe('the builder system\'s global styles, made at build', () => {
  it('are exactly what Chakra\'s provider inserts for the default system', async () => {
    const { unmount } = render(<ChakraProvider value={defaultSystem}><p>x</p></ChakraProvider>);
    const inserted = insertedCss();
    unmount();
    expect(inserted).toContain('--chakra-colors-gray-600');
    expect(inserted).toContain('@layer reset');
    expect((await chakraGlobalCss(defaultSystem)).replace(/\n/g, '')).toBe(inserted);
  });

  it('are not inserted again by the builder system\'s provider, which is made only when first needed and has every token and recipe of the default one', async () => {
    document.head.innerHTML = '';
    // the start-up awaits the module's system: a promise asks it for `then`, which must not make it
    expect(await Promise.resolve(builderSystem)).toBe(builderSystem);
    render(
      <ChakraProvider value={builderSystem}>
        <MemoryRouter>
          <Routes>
            <Route element={<BuilderSystem />}>
              <Route path="/" element={<p>Inhalt</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </ChakraProvider>,
    );
    expect(document.body.textContent).toContain('Inhalt');
    expect(insertedCss()).not.toContain('--chakra-colors-gray-600');
    expect(insertedCss()).not.toContain('@layer');
    expect(builderSystemMade()).toBe(false); // a screen without Chakra components does not make it
    expect(builderSystem.token('colors.gray.600')).toBe(defaultSystem.token('colors.gray.600'));
    expect(builderSystemMade()).toBe(true);
    expect(builderSystem.getRecipe('button')).toEqual(defaultSystem.getRecipe('button'));
    expect(builderSystem.getSlotRecipe('dialog')).toEqual(defaultSystem.getSlotRecipe('dialog'));
    expect(Object.keys(builderSystem).sort()).toEqual(Object.keys(defaultSystem).sort());
    expect(builderSystem.css({ color: 'gray.600' })).toEqual(defaultSystem.css({ color: 'gray.600' }));
  });

  it('leave Chakra\'s system computing its own global styles on first read instead of on creation', () => {
    const file = path.join(path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json')), 'dist/esm/styled-system/system.js');
    const lazy = lazyGlobalSystemSource(readFileSync(file, 'utf8'));
    expect(lazy).toContain('get _global()');
    expect(lazy).not.toContain('const _global = [');
    expect(() => lazyGlobalSystemSource('function createSystem() {}')).toThrow(/cannot make its _global lazy/);
  });
});
