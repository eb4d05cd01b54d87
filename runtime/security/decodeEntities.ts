/**
 * Decodes HTML character references the way the HTML parser does (`&#106;`, `&colon;`, `&amp`). This is the
 * version for the server and the tests, with the `entities` library; the browser build uses
 * decodeEntities.browser.ts instead (vite.config.ts), which lets the browser's own parser do it and keeps the
 * library's tables (about 11 KB) off a visitor's download.
 */
export { decodeHTML as decodeEntities } from 'entities';
