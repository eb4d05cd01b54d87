// Chakra UI's package exports its default theme only as one module that also assembles the whole default config, so
// importing a single recipe from it brings every recipe along. This alias lets the web app import the theme's own
// files (`@chakra-ui/react/dist/esm/theme/recipes/button.js`, …), as src/app/visitorSystem.ts does; tsconfig.json
// maps the same paths to their types. Used by vite.config.ts and vitest.config.ts.
import { createRequire } from 'node:module';
import path from 'node:path';

const chakraRoot = path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json'));

export const chakraThemeFiles = { find: /^@chakra-ui\/react\/dist\/esm\/theme\//, replacement: `${path.join(chakraRoot, 'dist/esm/theme')}/` };
