import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import type { ServerConfig } from '../config.js';
import { configureMatchCache, registerResource } from './core/routes.js';
import type { ResourceRoutes } from './core/types.js';
import { auditRoutes } from './definitions/auditlog.js';
import { dataRoutes } from './definitions/data.js';
import { documentRoutes } from './definitions/documents.js';
import { projectRoutes } from './definitions/projects.js';
import { roleRoutes } from './definitions/roles.js';
import { shopRoutes } from './definitions/shop.js';
import { supplierRoutes } from './definitions/suppliers.js';
import { taskRoutes } from './definitions/tasks.js';
import { userRoutes } from './definitions/users.js';
import { publishRequestRoutes } from './definitions/publish-requests.js';
import { versionRoutes } from './definitions/versions.js';
import { userGroupRoutes } from './definitions/userGroups.js';
import { calendarRoutes } from './definitions/calendars.js';
import { mailOutboxRoutes } from './definitions/mail-outbox.js';
import { registerApplicationByDomain } from './routes/by-domain.js';
import { registerMyCartRoutes } from './routes/carts-mine.js';
import { registerCompoundUsages } from './routes/compound-usages.js';
import { registerDemoFiles } from './routes/demo-files.js';
import { registerProjectRoutes } from './routes/projects.js';
import { registerRestoreVersion } from './routes/restore-version.js';
import { registerRoleForce } from './routes/role-force.js';
import { fileRoutes } from './definitions/files.js';
import { cmsPageRoutes } from './definitions/cms-pages.js';
import { createFileStore } from '../files/store.js';
import { registerFileRoutes } from '../files/routes.js';
import { registerRoleMembership } from './routes/role-membership.js';
import { registerParticipatingEvents } from './routes/participating-events.js';
import { contactRoutes } from './definitions/contacts.js';
import { registerContactRoutes } from '../contacts/contact-routes.js';
import { absenceRoutes } from './definitions/absences.js';
import { visitorEventRoutes } from './definitions/visitor-events.js';
import { worklogRoutes } from './definitions/worklogs.js';
import { registerWorklogTimer } from './routes/worklog-timer.js';
import { contentToolRoutes } from './definitions/content-tools.js';
import { optInRoutes } from './definitions/optins.js';
import { workflowRoutes } from './definitions/workflows.js';
import { checkinRoutes } from './definitions/checkin.js';

export interface ResourceDeps {
  db: Database;
  config: ServerConfig;
}

/** Every resource served by the generic resource set (docs/api.md lists them with fields and access). */
export const RESOURCES: ResourceRoutes[] = [
  ...shopRoutes,
  ...roleRoutes,
  ...projectRoutes,
  ...userRoutes,
  ...documentRoutes,
  ...dataRoutes,
  ...auditRoutes,
  ...taskRoutes,
  ...supplierRoutes,
  ...versionRoutes,
  ...publishRequestRoutes,
  ...fileRoutes,
  ...userGroupRoutes,
  ...calendarRoutes,
  ...mailOutboxRoutes,
  ...contactRoutes,
  ...worklogRoutes,
  ...absenceRoutes,
  ...visitorEventRoutes,
  ...cmsPageRoutes,
  ...contentToolRoutes,
  ...optInRoutes,
  ...workflowRoutes,
  ...checkinRoutes,
];

/** Registers every resource route of the API (the generic resource set and the special calls). */
export async function registerResources(app: FastifyInstance, { db, config }: ResourceDeps): Promise<void> {
  // Special calls first: their static paths (…/mine, …/by-domain, …/import) sit next to the generic `/:id`.
  registerMyCartRoutes(app, db);
  registerRoleForce(app, db);
  registerProjectRoutes(app, db);
  registerApplicationByDomain(app, db);
  registerRestoreVersion(app, db);
  registerCompoundUsages(app, db);
  registerDemoFiles(app);
  // The file store (docs/files.md): its byte calls next to the generic /files; server code reaches it as app.fileStore.
  app.decorate('fileStore', createFileStore(db, config));
  registerFileRoutes(app, app.fileStore);
  registerRoleMembership(app, db);
  registerParticipatingEvents(app, db);
  registerContactRoutes(app, db);
  registerWorklogTimer(app, db);
  configureMatchCache(app, config.searchCacheBytes);
  for (const resource of RESOURCES) registerResource(app, db, resource);
}
