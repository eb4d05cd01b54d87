/** The typed API client of the front end (runtime/api): configure once with configureApi, then call. */
export * from './http.js';
export * from './method.js';
export * from './resource-client.js';
export * from './resources.js';
export * from './calls.js';
export * from '../../model/api/schemas/index.js';
export * from './tenant.js';
export * from './files.js';
export * from './calendars.js';
export * from './account.js';
export * from './messaging.js';
export * from './contacts.js';
export * from './worklogTimer.js';
export * from './mailing.js';
