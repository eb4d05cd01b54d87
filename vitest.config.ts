import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { widgetLists } from './scripts/widget-list/vite.mjs';
import { builderTexts } from './scripts/builder-texts/vite.mjs';
import { chakraThemeFiles } from './scripts/chakra-theme-files.mjs';
import { chakraGlobalCssPlugin } from './scripts/chakra-global-css.mjs';
import { chakraChromeCssPlugin } from './scripts/chakra-chrome-css.mjs';
import { schemaTexts } from './scripts/schema-texts/vite.mjs';

/**
 * Test files that must load React and the app's modules themselves: the render counter of
 * PropertyPanel.renders.test.tsx hooks into react-dom before react-dom loads; PropertyPanel.lateForm.test.tsx needs
 * the settings form's code not yet loaded; PropertyPanel.formFailure.test.tsx mocks that code to fail.
 */
const NEEDS_OWN_MODULES = [
  'editor/panels/PropertyPanel.renders.test.tsx',
  'editor/panels/PropertyPanel.lateForm.test.tsx',
  'editor/panels/PropertyPanel.formFailure.test.tsx',
  'src/app/builderGlobalCss.test.tsx', // checks that the builder's Chakra system is made on first need only
  // mocks the workspace's module, which an earlier file of a shared worker may have loaded (workspaceCode.ts keeps it)
  'editor/screen/EditorScreen.test.tsx',
];

// Unit and component tests sit next to their code (*.test.ts / *.test.tsx); API tests are *.api.test.ts under
// server/. Component tests pick jsdom with a `// @vitest-environment jsdom` comment or by living in a .tsx file.
export default defineConfig({
  // Widget components are separate lazy modules, as in the app build: a test file then imports only the widgets it
  // uses (importing all of them took about half of a component test file's time). scripts/test-setup/
  // preload-widgets.ts fetches the ones a file names before it runs.
  plugins: [react(), chakraGlobalCssPlugin(), chakraChromeCssPlugin(), widgetLists({ splitComponents: true }), builderTexts({ split: false }), schemaTexts({ split: false })],
  resolve: { alias: [chakraThemeFiles] }, // Chakra's theme files one by one (src/app/visitorSystem.ts)
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default on a two-core machine is one worker. Most of a test file's time is spent waiting for a
    // real server process or the database, so two workers nearly halve the run; every file has its own
    // database (fresh PGlite or its own PostgreSQL database), so files never share state.
    maxWorkers: 2,
    setupFiles: ['scripts/test-setup/async-timeout.ts', 'scripts/test-setup/all-languages.ts', 'scripts/test-setup/preload-widgets.ts', 'scripts/test-setup/settings-validation.ts', 'scripts/test-setup/shared-worker.ts'],
    projects: [
      {
        // Unit and component tests share their worker's loaded modules: evaluating React, Chakra and the runtime
        // again for every file took about half of their time. The set-up puts back what a file changed of the
        // modules' state (scripts/test-setup/shared-worker.ts); each file still gets a new jsdom window.
        extends: true,
        test: {
          name: 'unit',
          include: ['{src,editor,kit,runtime,model,migrations,server,scripts}/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', 'tests/**', '**/*.api.test.ts', ...NEEDS_OWN_MODULES],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'unit-own-modules', include: NEEDS_OWN_MODULES } },
      {
        // API tests keep a fresh module state per file: each starts a server on its own database, and module-level
        // state of the server (the data types' resource definitions, read access by resource) belongs to one server.
        extends: true,
        test: { name: 'api', include: ['server/**/*.api.test.ts'] },
      },
    ],
  },
});
