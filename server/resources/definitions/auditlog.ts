import { Type } from '@sinclair/typebox';
import { READ_OPERATIONS, type ResourceDefinition, type ResourceRoutes } from '../core/types.js';

/** The audit log (written by server/audit/record.ts on every write), read-only through the generic resource. */
export const auditLog: ResourceDefinition = {
  name: 'auditlog',
  schema: Type.Object({}),
  searchable: ['action', 'resource', 'entityId', 'userId'],
  replacements: { userId: 'users' },
  defaultSort: '-id',
};

export const auditRoutes: ResourceRoutes[] = [
  { path: '/auditlog', definition: auditLog, operations: READ_OPERATIONS, access: { read: { permission: 'AUDIT_READ' }, write: { permission: 'TENANT_ADMIN' } } },
];
