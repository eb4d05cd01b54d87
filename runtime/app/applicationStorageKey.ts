/**
 * The browser storage key of an application definition that starts instead of the server's. On its own so the
 * start-up code can check for it without loading the document pipeline (loadApplication.ts).
 */
export const APPLICATION_STORAGE_KEY = 'baukasten.application';
