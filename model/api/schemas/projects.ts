import { Type, type Static } from '@sinclair/typebox';
import type { Entity } from './common.js';
import type { ApplicationDocument, CompoundWidgetDocument } from '../../document/types.js';
import type { User } from './users.js';

/**
 * A project groups a builder team's applications and compound widgets. Members are users of the tenant with
 * project permissions (from `GET /projects/{id}/permissions/available`); invitations name people by e-mail.
 */
const PermissionList = Type.Array(Type.String({ pattern: '^[A-Z][A-Z0-9_]*$' }), { maxItems: 50 });

export const ProjectMemberSchema = Type.Object({
  userId: Type.String({ minLength: 1 }),
  permissions: PermissionList,
});
export const ProjectInvitationSchema = Type.Object({
  id: Type.Optional(Type.String()),
  email: Type.String({ format: 'email' }),
  permissions: Type.Optional(PermissionList),
  createdAt: Type.Optional(Type.Number()),
});

export const ProjectFieldsSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
  /** The creating user; set by the server. */
  ownerId: Type.Optional(Type.String()),
  members: Type.Optional(Type.Array(ProjectMemberSchema, { maxItems: 1000 })),
  invitations: Type.Optional(Type.Array(ProjectInvitationSchema, { maxItems: 1000 })),
});
export type ProjectMember = Static<typeof ProjectMemberSchema>;
export type ProjectInvitation = Static<typeof ProjectInvitationSchema>;
export type ProjectFields = Static<typeof ProjectFieldsSchema>;
export type Project = Entity<ProjectFields>;
/** createProject and updateProject payloads have the same fields. */
export type CreateProject = ProjectFields;
export type UpdateProject = ProjectFields;

/** A project user as `GET /projects/{id}/users` lists it: the user plus the project permissions. */
export type ProjectUser = User & { projectPermissions: string[] };

/** The project permissions a member can be given. */
export const PROJECT_PERMISSIONS = ['PROJECT_READ', 'PROJECT_WRITE', 'PROJECT_PUBLISH', 'PROJECT_ADMIN'] as const;

/** `GET /projects/{id}/export`; `POST /projects/import` takes the same object and creates a new project. */
export interface ProjectExport {
  format: 'baukasten-project';
  formatVersion: 1;
  exportedAt: number;
  project: ProjectFields & { id: string };
  applications: (ApplicationDocument & { id: string })[];
  compoundWidgets: (CompoundWidgetDocument & { id: string })[];
}

export const ProjectExportSchema = Type.Object({
  format: Type.Literal('baukasten-project'),
  formatVersion: Type.Literal(1),
  exportedAt: Type.Optional(Type.Number()),
  // The project and the documents are checked in depth by the import (each like its own resource's body).
  project: Type.Object({ id: Type.Optional(Type.String()), name: Type.String({ minLength: 1 }) }, { additionalProperties: true }),
  applications: Type.Array(Type.Object({ id: Type.Optional(Type.String()) }, { additionalProperties: true })),
  compoundWidgets: Type.Array(Type.Object({ id: Type.Optional(Type.String()) }, { additionalProperties: true })),
});
