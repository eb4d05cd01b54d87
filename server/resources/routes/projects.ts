import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PageSchema, type Page } from '../../../model/api/schemas/common.js';
import {
  PROJECT_PERMISSIONS, ProjectExportSchema, ProjectInvitationSchema, type ProjectExport, type ProjectInvitation, type ProjectMember,
} from '../../../model/api/schemas/projects.js';
import type { Database } from '../../db/client.js';
import { invalidField, notFound } from '../../http/errors.js';
import { callContext } from '../core/context.js';
import { getEntity, inTransaction, lockForUpdate, present, writeEntity } from '../core/operations.js';
import { paging } from '../core/query.js';
import { readVisibility } from '../core/read-access.js';
import { findRowsByIds, listRows } from '../core/store.js';
import type { CallContext, EntityObject } from '../core/types.js';
import { applications, compoundWidgets } from '../definitions/documents.js';
import { projects } from '../definitions/projects.js';
import { publicUser, users } from '../definitions/users.js';
import { importProject } from './project-import.js';
import type { RouteDocs } from '../../http/openapi/route-docs.js';
import { entityRef } from '../core/route-docs.js';

/**
 * The project calls (docs/api.md, Projects) beyond the standard set: export, available permissions, invitations and
 * users (paged), removing a user, and POST /projects/import of an export (project-import.ts).
 */
const ProjectParams = Type.Object({ projectId: Type.String({ minLength: 1, maxLength: 100 }) });
const UserParams = Type.Object({ projectId: Type.String({ minLength: 1, maxLength: 100 }), userId: Type.String({ minLength: 1, maxLength: 100 }) });
const PagedQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  translate: Type.Optional(Type.Boolean()),
});
const TranslateQuery = Type.Object({ translate: Type.Optional(Type.Boolean()) });
const READ = { access: { permission: 'PROJECTS_READ' } };
const WRITE = { access: { permission: 'PROJECTS_WRITE' } };
const ProjectUserSchema = Type.Composite([Type.Unsafe<object>(entityRef('users')), Type.Object({ projectPermissions: Type.Array(Type.String()) })]);
const documented = (access: typeof READ, openapi: RouteDocs) => ({ ...access, openapi });

function pageOf<T>(all: T[], query: { page?: number; size?: number }): Page<T> {
  const { page, size } = paging(query.page, query.size);
  return { elements: all.slice((page - 1) * size, page * size), totalElements: all.length, page, size };
}

/** Strips the columns an export does not carry (timestamps, version); keeps the id for references. */
const exported = ({ createdAt: _c, lastUpdatedAt: _l, version: _v, ...rest }: EntityObject) => rest;

export async function exportProject(ctx: CallContext, projectId: string): Promise<ProjectExport> {
  const project = await getEntity(ctx, projects, projectId);
  const byProject = sql`e.data->>'projectId' = ${projectId}`;
  const scope = (resource: string) => ({ tenantId: ctx.tenantId, resource });
  const [apps, compounds] = await Promise.all([
    listRows(ctx.db, scope(applications.name), byProject, sql`e.id`, 10_000, 0),
    listRows(ctx.db, scope(compoundWidgets.name), byProject, sql`e.id`, 10_000, 0),
  ]);
  return {
    format: 'baukasten-project',
    formatVersion: 1,
    exportedAt: Date.now(),
    project: exported(project) as ProjectExport['project'],
    applications: apps.map(exported) as ProjectExport['applications'],
    compoundWidgets: compounds.map(exported) as ProjectExport['compoundWidgets'],
  };
}

export function registerProjectRoutes(app: FastifyInstance, db: Database): void {
  const ctxOf = (request: FastifyRequest, mode: 'read' | 'write') => callContext(db, request, projects, mode);
  const projectIdOf = (request: FastifyRequest) => (request.params as { projectId: string }).projectId;
  const query = (request: FastifyRequest) => request.query as { page?: number; size?: number };

  app.get('/api/projects/:projectId/export', { config: documented(READ, { summary: 'The project with its applications and compound widgets', responses: { 200: ProjectExportSchema } }), schema: { params: ProjectParams, querystring: TranslateQuery } },
    async (request) => exportProject(ctxOf(request, 'read'), projectIdOf(request)));

  app.get('/api/projects/:projectId/permissions/available', { config: documented(READ, { summary: 'The permissions a project member can be given', responses: { 200: Type.Array(Type.Union(PROJECT_PERMISSIONS.map((p) => Type.Literal(p)))) } }), schema: { params: ProjectParams, querystring: TranslateQuery } },
    async (request) => {
      await getEntity(ctxOf(request, 'read'), projects, projectIdOf(request));
      return [...PROJECT_PERMISSIONS];
    });

  app.get('/api/projects/:projectId/invitations', { config: documented(READ, { summary: 'A page of the project\'s invitations', responses: { 200: PageSchema(ProjectInvitationSchema) } }), schema: { params: ProjectParams, querystring: PagedQuery } },
    async (request) => {
      const project = await getEntity(ctxOf(request, 'read'), projects, projectIdOf(request));
      return pageOf((project.invitations as ProjectInvitation[] | undefined) ?? [], query(request));
    });

  app.get('/api/projects/:projectId/users', { config: documented(READ, { summary: 'A page of the project\'s members as users', responses: { 200: PageSchema(ProjectUserSchema) } }), schema: { params: ProjectParams, querystring: PagedQuery } },
    async (request) => {
      const ctx = ctxOf(request, 'read');
      const project = await getEntity(ctx, projects, projectIdOf(request));
      const members = (project.members as ProjectMember[] | undefined) ?? [];
      const found = await findRowsByIds(db, { tenantId: ctx.tenantId, resource: users.name }, members.map((m) => m.userId));
      // Members as the caller may see users: whole for TENANT_ADMIN (who reads /users), else their public shape.
      const shown = readVisibility(ctx.auth, users.name) === 'all' ? await present(ctx, users, found) : found.map(publicUser) as EntityObject[];
      const byId = new Map(shown.map((u) => [u.id, u]));
      const projectUsers = members.filter((m) => byId.has(m.userId))
        .map((m) => ({ ...byId.get(m.userId)!, projectPermissions: m.permissions }));
      return pageOf(projectUsers, query(request));
    });

  app.post('/api/projects/:projectId/users/:userId/remove', { config: documented(WRITE, { summary: 'Removes a member from the project', responses: { 200: entityRef('projects') } }), schema: { params: UserParams, querystring: TranslateQuery } },
    async (request) => {
      const ctx = ctxOf(request, 'write');
      const { projectId, userId } = request.params as { projectId: string; userId: string };
      const project = await inTransaction(ctx, async (tx) => {
        const existing = await lockForUpdate(ctx, projects, projectId, null, tx);
        const members = (existing.members as ProjectMember[] | undefined) ?? [];
        if (!members.some((m) => m.userId === userId)) throw notFound(`User ${userId} is not a member of project ${projectId}`);
        const { id: _i, createdAt: _c, lastUpdatedAt: _l, version: _v, ...fields } = existing;
        return writeEntity(ctx, projects, { ...fields, members: members.filter((m) => m.userId !== userId) }, { ctx, tx, existing, body: {} });
      });
      return (await present(ctx, projects, [project]))[0];
    });

  app.post('/api/projects/import', { config: documented(WRITE, { summary: 'Creates a new project from an export', body: ProjectExportSchema, responses: { 201: entityRef('projects') } }), schema: { querystring: TranslateQuery, body: Type.Object({}, { additionalProperties: true }) } },
    async (request, reply) => {
      const ctx = ctxOf(request, 'write');
      if (typeof request.body !== 'object' || request.body === null) throw invalidField('body', 'must be a project export');
      return reply.code(201).send(await importProject(ctx, request.body));
    });
}
