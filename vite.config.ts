import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { widgetLists } from './scripts/widget-list/vite.mjs';
import { builderTexts } from './scripts/builder-texts/vite.mjs';
import { chakraThemeFiles } from './scripts/chakra-theme-files.mjs';
import { chakraGlobalCssPlugin } from './scripts/chakra-global-css.mjs';
import { chakraChromeCssPlugin } from './scripts/chakra-chrome-css.mjs';
import { schemaTexts } from './scripts/schema-texts/vite.mjs';
import { entryPreloads } from './scripts/entry-preloads.mjs';

const preloads = entryPreloads();

// The web application (editor, back-office, published apps). The API is served by server/ on the same origin;
// during `npm run dev` requests to /api are proxied to a running `npm start`. `vite build --ssr
// src/ssr/entry-server.tsx` builds the server rendering of published pages from the same sources
// (scripts/build-web.mjs runs both builds; docs/publishing.md).
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    // Chakra's global styles for the builder's routes as a stylesheet made at build (scripts/chakra-global-css.mjs).
    chakraGlobalCssPlugin(),
    // The CSS of the builder's plain controls, made at build from Chakra's recipes (scripts/chakra-chrome-css.mjs).
    chakraChromeCssPlugin(),
    // Dynamic imports do not list again the chunks the entry has loaded anyway (scripts/entry-preloads.mjs).
    !isSsrBuild && preloads.plugin,
    widgetLists({ splitComponents: true }),
    // The widgets' settings texts leave the German start-up texts of the browser build (fetched with the editor).
    builderTexts({ split: command === 'build' && !isSsrBuild }),
    // So do the titles and descriptions of the widget schemas (fetched with the builder's screens too).
    schemaTexts({ split: command === 'build' && !isSsrBuild }),
    // Every text asset also as .br and .gz next to it, made once at build: the server hands out the smallest one
    // the browser accepts (server/http/static-files.ts) instead of compressing on each request. index.html stays
    // plain: it is small and revalidated on every load. No size threshold: a page loads dozens of chunks under
    // 1 KB (the shop's start page 72, 31 KB together, 17 KB with Brotli); a copy that would not be smaller than
    // its file is not written (the plugin's skipIfLargerOrEqual), so those are served plain.
    !isSsrBuild && compression({ include: /\.(js|mjs|css|svg|json|wasm)$/, threshold: 0, skipIfLargerOrEqual: true, algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
  ],
  build: {
    outDir: process.env.BUILD_DIR ?? 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 4096,
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    copyPublicDir: !isSsrBuild, // the server rendering bundle is code only
    // Source file → chunk: the server names the chunks of a rendered page's widgets for <link rel=modulepreload>.
    manifest: !isSsrBuild,
    rollupOptions: {
      output: {
        // German texts are part of the start-up bundle, except the editor's and back-office's (one chunk, fetched
        // with those screens); every other language is one chunk of all its namespaces, fetched when a person
        // chooses it (runtime/i18n).
        manualChunks: isSsrBuild ? undefined : (id) => {
          const [, language, namespace] = /\/locales\/([a-z]{2}_[a-z]{2})\/([\w-]+)\.json$/.exec(id) ?? [];
          if (language === 'de_de') return /^(editor|editor-panels|backoffice|publishing)$/.test(namespace) ? 'locale-de_de-builder' : undefined;
          return language ? `locale-${language}` : undefined;
        },
      },
    },
  },
  // The browser decodes HTML character references with its own parser instead of the `entities` library's tables
  // (runtime/security/decodeEntities.ts); the server rendering and the tests keep the library.
  // Both builds read Chakra's theme files one by one (src/app/visitorSystem.ts).
  resolve: {
    alias: [
      chakraThemeFiles,
      ...(isSsrBuild ? [] : [{ find: /^\.\/decodeEntities$/, replacement: fileURLToPath(new URL('./runtime/security/decodeEntities.browser.ts', import.meta.url)) }]),
    ],
  },
  // The server rendering bundle holds its libraries too, so it runs wherever the build is put.
  ssr: { noExternal: true },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
}));
