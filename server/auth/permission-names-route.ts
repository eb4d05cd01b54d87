import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { responses, TranslateQuery } from '../http/schemas.js';
import { PERMISSIONS } from './permissions.js';

const PermissionNames = Type.Array(Type.String());

/**
 * GET /api/permissions: the names of every permission this server knows (docs/api.md, Permission names), for the
 * editor's choice of who may see a page. Any signed-in user may read them: they are names, not grants.
 */
export function registerPermissionNamesRoute(app: FastifyInstance): void {
  app.get('/api/permissions', {
    config: { access: {} },
    schema: { querystring: TranslateQuery, response: responses(PermissionNames) },
  }, async () => PERMISSIONS);
}
