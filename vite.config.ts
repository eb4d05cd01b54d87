import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { widgetLists } from './scripts/widget-list/vite.mjs';

// The web application (editor, back-office, published apps). The API is served by server/ on the same origin;
// during `npm run dev` requests to /api are proxied to a running `npm start`.
export default defineConfig({
  plugins: [react(), widgetLists()],
  build: { outDir: process.env.BUILD_DIR ?? 'dist', emptyOutDir: true, chunkSizeWarningLimit: 4096 },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
