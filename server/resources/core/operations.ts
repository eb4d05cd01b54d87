/** The generic resource operations: reads (list, count, search, get, head) and writes (create, put, patch, delete). */
export * from './read-operations.js';
export * from './write-operations.js';
