// Chakra's whole default system, as the builder's routes use it, computes the CSS of its global styles (reset,
// base styles and the CSS variables of every token) when it is created, and its provider hands that to emotion on
// the first render, which serialises it again: 80-100 ms of the editor's start on every open
// (docs/editor.md, "Opening fast"). The text is the same on every open, so this plugin makes it once at build:
// - `virtual:builder-global.css` is that CSS, the very text emotion would insert for `defaultSystem`'s layer order
//   and global styles (src/app/BuilderSystem.tsx imports it; the build emits it as a stylesheet of that chunk);
// - Chakra's `createSystem` computes `_global` only when something reads it (the published pages' provider does,
//   for their own smaller system; src/app/visitorSystem.ts), instead of on creation.
// Used by vite.config.ts and vitest.config.ts; `chakraGlobalCss` is what the virtual module holds.
import { createRequire } from 'node:module';
import path from 'node:path';
import { exactId } from './vite-filters.mjs';

const VIRTUAL_ID = 'virtual:builder-global.css';
const chakraRoot = path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json'));
const SYSTEM_FILE = path.join(chakraRoot, 'dist/esm/styled-system/system.js');
const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/**
 * A function that turns a style object into the CSS text emotion inserts for it under `selector` ('' for global
 * styles), as it does for Chakra's components and provider. Also used by scripts/chakra-chrome-css.mjs.
 */
export async function emotionCssWriter(key = 'css') {
  const { default: createCache } = await import('@emotion/cache');
  const { serializeStyles } = await import('@emotion/serialize');
  const cache = createCache({ key });
  // Emotion's server build hands the rules back, its browser build (a test in jsdom) gives them to the sheet.
  return (selector, styles) => {
    const rules = [];
    const sheet = { insert: (rule) => void rules.push(rule) };
    const returned = cache.insert(selector, serializeStyles([styles], undefined, {}), sheet, false);
    return typeof returned === 'string' ? returned : rules.join('');
  };
}

/** The CSS emotion inserts for `system`'s layer order and global styles (what Chakra's provider renders). */
export async function chakraGlobalCss(system) {
  const cssOf = await emotionCssWriter();
  return `${cssOf('', system.layers.atRule)}\n${cssOf('', system._global)}\n`;
}

/** Chakra's system.js with `_global` computed on first read; throws when Chakra's code no longer has the line. */
export function lazyGlobalSystemSource(code) {
  if (!code.includes(EAGER_GLOBAL) || !code.includes('    _global,\n')) {
    throw new Error(`${SYSTEM_FILE} changed: scripts/chakra-global-css.mjs cannot make its _global lazy`);
  }
  return code
    .replace(EAGER_GLOBAL, 'let _global;\n  const globalOnce = () => (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);')
    .replace('    _global,\n', '    get _global() {\n      return globalOnce();\n    },\n');
}

/**
 * A Vite plugin serving `virtualId` (ending in .css, so Vite's own CSS handling takes the text) with the CSS
 * `make(defaultSystem)` returns, made once per build. Also used by scripts/chakra-chrome-css.mjs.
 */
export function chakraCssPlugin(name, virtualId, make) {
  // the \0 keeps other plugins off the id
  const resolvedId = `\0${virtualId}`;
  let text;
  return {
    name,
    enforce: 'pre',
    resolveId: { filter: { id: exactId(virtualId) }, handler: () => resolvedId },
    load: {
      filter: { id: exactId(resolvedId) },
      handler() {
        text ??= import('@chakra-ui/react').then(({ defaultSystem }) => make(defaultSystem));
        return text;
      },
    },
  };
}

export function chakraGlobalCssPlugin() {
  return {
    ...chakraCssPlugin('baukasten:chakra-global-css', VIRTUAL_ID, chakraGlobalCss),
    transform: {
      filter: { id: exactId(SYSTEM_FILE, { query: true }) },
      handler: (code) => ({ code: lazyGlobalSystemSource(code), map: null }),
    },
  };
}
