import { Type } from '@sinclair/typebox';
import { AUDIT_LOG } from '../../../model/resources/descriptors.js';
import type { ResourceDefinition, ResourceRoutes } from '../core/types.js';

/** The audit log (written by server/audit/record.ts on every write), read-only through the generic resource. */
export const auditLog: ResourceDefinition = {
  name: 'auditlog',
  schema: Type.Object({}),
  searchable: ['action', 'resource', 'entityId', 'userId'],
  replacements: { userId: 'users' },
  defaultSort: AUDIT_LOG.defaultSort,
};

export const auditRoutes: ResourceRoutes[] = [
  { descriptor: AUDIT_LOG, definition: auditLog },
];
