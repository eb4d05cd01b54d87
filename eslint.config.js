import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { builtinModules } from 'node:module';

// Editor layers, bottom to top (docs/architecture.md, "Editor"): a folder imports only from the layers below it.
// The features beside each other do not import one another either. `model` is pure: no React, no DOM.
const EDITOR_LAYERS = [
  ['model'],
  ['store'],
  ['services'],
  ['ui'],
  ['testing'],
  ['dragdrop'],
  ['canvas', 'compound', 'keyboard', 'outline', 'pages', 'palette', 'panels', 'publishing', 'saving', 'toolbar'],
  ['screen'],
];
// Inside the model, bottom to top.
const MODEL_LAYERS = ['document', 'rules', 'clipboard', 'actions', 'history'];
const NOT_IN_MODEL = [
  'react', 'react/*', 'react-dom', 'react-dom/*', 'react-i18next', 'react-router-dom', '@chakra-ui/*', '@dnd-kit/*',
  '@emotion/*', '@tanstack/*', '@testing-library/*', 'zustand', 'zustand/*', 'zundo', 'lucide-react',
];
const DOM_GLOBALS = [
  'window', 'document', 'navigator', 'location', 'history', 'localStorage', 'sessionStorage', 'fetch', 'getComputedStyle',
  'requestAnimationFrame', 'cancelAnimationFrame', 'matchMedia', 'Node', 'Element', 'HTMLElement', 'HTMLInputElement',
  'Event', 'EventTarget', 'KeyboardEvent', 'MouseEvent', 'PointerEvent', 'DOMRect', 'ResizeObserver', 'MutationObserver',
];
const NO_DOM = 'editor/model runs without a DOM: take what you need as a parameter.';
// The shared model (`model/`) runs unchanged in the server and the browser: no React, no DOM, no Node built-ins, and
// nothing from the layers built on it.
const NO_NODE = 'model/ runs in the browser too: no Node built-ins.';
const NO_DOM_IN_SHARED_MODEL = 'model/ runs in the server and the browser: take what you need as a parameter.';
const sharedModelRules = {
  files: ['model/**/*.ts'],
  rules: {
    'no-restricted-imports': ['error', {
      paths: builtinModules.map((name) => ({ name, message: NO_NODE })),
      patterns: [
        { group: NOT_IN_MODEL, message: 'model/ is shared with the server: no React, no UI or store libraries.' },
        { group: ['node:*'], message: NO_NODE },
        { group: ['**/runtime/**', '**/migrations/**', '**/editor/**', '**/src/**', '**/server/**', '**/kit/**'], message: 'model/ is the bottom layer: the others import it, never the other way round.' },
      ],
    }],
    'no-restricted-globals': ['error', ...[...DOM_GLOBALS, 'process', 'Buffer', '__dirname', '__filename', 'require'].map((name) => ({ name, message: NO_DOM_IN_SHARED_MODEL }))],
    '@typescript-eslint/no-restricted-types': ['error', { types: Object.fromEntries(DOM_GLOBALS.map((name) => [name, NO_DOM_IN_SHARED_MODEL])) }],
  },
};
const alternation = (names) => names.join('|');
/** A relative import that climbs (`../`, `../../`) straight into one of these editor folders. */
const intoFolders = (names, climbs = '(\\.\\./)+') => ({
  regex: `^${climbs}(${alternation(names)})(/|$)`,
  message: 'Editor layers: a folder imports only from the layers below it (docs/architecture.md).',
});
const editorLayerRules = EDITOR_LAYERS.flatMap((layer, at) => {
  const above = EDITOR_LAYERS.slice(at + 1).flat();
  return layer.map((folder) => {
    const forbidden = [...above, ...layer.filter((other) => other !== folder)];
    const patterns = forbidden.length ? [intoFolders(forbidden)] : [];
    if (folder === 'model') patterns.push({ group: NOT_IN_MODEL, message: 'editor/model is pure logic: no React, no UI or store libraries.' });
    return { files: [`editor/${folder}/**/*.{ts,tsx}`], rules: { 'no-restricted-imports': ['error', { patterns }] } };
  });
});
// Inside the model the order holds for the code; tests may use the model's test helpers from any of its folders.
const modelLayerRules = MODEL_LAYERS.slice(0, -1).map((folder, at) => ({
  files: [`editor/model/${folder}/**/*.ts`],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': ['error', {
      patterns: [
        intoFolders(EDITOR_LAYERS.slice(1).flat()),
        intoFolders(MODEL_LAYERS.slice(at + 1), '\\.\\./'),
        { group: NOT_IN_MODEL, message: 'editor/model is pure logic: no React, no UI or store libraries.' },
      ],
    }],
  },
}));

export default tseslint.config(
  { ignores: ['dist/**', 'dist-ssr/**', 'dist-next/**', 'dist-next-ssr/**', 'dist-old/**', 'dist-ssr-old/**', 'node_modules/**', '.data/**', '.tmp/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  // Playwright fixtures use `use` and empty patterns by design; they are not React.
  {
    files: ['tests/browser/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  // The server has no React: `useTestServer` and the like are test helpers named for what they do, not hooks.
  {
    files: ['server/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  // Layer rules (docs/architecture.md, Layers): lower layers never import higher ones.
  {
    files: ['runtime/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/editor/**', '**/src/**', '**/server/**', '**/kit/**'] }] },
  },
  // The builder kit (schema forms for the property panel and the back-office) sits above the runtime: it uses the
  // runtime's inputs, the runtime never uses it.
  {
    files: ['kit/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/editor/**', '**/src/**', '**/server/**'] }] },
  },
  // Migrations build on the shared model and run in the server and the browser: nothing from the layers above.
  {
    files: ['migrations/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', 'react/*', '**/runtime/**', '**/editor/**', '**/src/**', '**/server/**', '**/kit/**'] }] },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', 'react/*', '@chakra-ui/*', '**/editor/**', '**/src/**'] }] },
  },
  // The API test of server-rendered pages hands the server the rendering module from its sources, where
  // `npm start` loads the built bundle of the same module (server/http/published-html.ts).
  {
    files: ['server/http/published-html.api.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', 'react/*', '@chakra-ui/*', '**/editor/**'] }] },
  },
  sharedModelRules,
  ...editorLayerRules,
  ...modelLayerRules,
  {
    files: ['editor/model/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', ...DOM_GLOBALS.map((name) => ({ name, message: NO_DOM }))],
      // The same names as types (`el: HTMLElement`), which the globals rule does not see.
      '@typescript-eslint/no-restricted-types': ['error', { types: Object.fromEntries(DOM_GLOBALS.map((name) => [name, NO_DOM])) }],
    },
  },
);
