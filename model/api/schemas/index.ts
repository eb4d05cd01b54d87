export * from './common.js';
export * from './shop.js';
export * from './roles.js';
export * from './projects.js';
export * from './users.js';
export * from './platform.js';
export * from './tasks.js';
export * from './resellers.js';
