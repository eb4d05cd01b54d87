/**
 * Every permission name (the back-office sections and resources need them; docs/api.md), plus TENANT_ADMIN (which
 * implies all of them).
 */
export const PERMISSIONS = [
  'CMS_READ',
  'OPT_IN_WRITE',
  'PDF_TEMPLATE_READ',
  'INTERNATIONALIZATION_READ',
  'CONTACTS_READ',
  'PRODUCTS_READ',
  'ORDERS_READ',
  'PRODUCTS_WRITE',
  'EMAILS_READ',
  'MAILING_LIST_READ',
  'WORKFLOW_READ',
  'EXPORTERS_EXECUTE',
  'TASKS_READ',
  'AUDIT_READ',
  // The resource API's own permissions (server/resources, docs/api.md): one read and one write per area.
  'ORDERS_WRITE',
  'CORPORATIONS_READ',
  'CORPORATIONS_WRITE',
  'COUNTERS_READ',
  'COUNTERS_WRITE',
  'ROLES_READ',
  'ROLES_WRITE',
  'PROJECTS_READ',
  'PROJECTS_WRITE',
  'APPLICATIONS_READ',
  'APPLICATIONS_WRITE',
  // Publishing applications outside projects (inside a project its PROJECT_PUBLISH decides; docs/publishing.md).
  'APPLICATIONS_PUBLISH',
  'DATATYPES_READ',
  'DATATYPES_WRITE',
  'DATA_READ',
  'DATA_WRITE',
  // Contacts (docs/users-and-contacts.md): CONTACTS_READ above reads them.
  'CONTACTS_WRITE',
  'TENANT_ADMIN',
  // The file store (docs/files.md): reading and changing every file of the tenant, not only one's own.
  'FILES_READ',
  'FILES_WRITE',
  // User groups (docs/api.md, User groups).
  'USERGROUPS_READ',
  'USERGROUPS_WRITE',
  // Calendars and their entries (docs/api.md, Calendars): creating and changing them; reading is decided per calendar.
  'CALENDARS_WRITE',
  // Messages of the staff to every user of the tenant (docs/api.md, Messages).
  'SYSTEM_MESSAGES_WRITE',
  // Time and HR (docs/hr.md): everybody's worklogs and absences, deciding absences, writing visitor events.
  'WORKLOGS_READ',
  'WORKLOGS_WRITE',
  'ABSENCES_READ',
  'ABSENCES_APPROVE',
  'VISITOR_EVENTS_WRITE',
  // Writing CMS pages (reading them is CMS_READ, above).
  'CMS_WRITE',
  // Changing PDF templates, translation overrides and mailing lists (reading them: the permissions above).
  'PDF_TEMPLATE_WRITE',
  'INTERNATIONALIZATION_WRITE',
  'MAILING_LIST_WRITE',
  // Changing workflows and their runs (reading them is WORKFLOW_READ, above; docs/api.md, Workflows).
  'WORKFLOW_WRITE',
  // The check-in suite (docs/checkin.md): visitors, check-in apps, printer configurations, forms; external devices.
  'CHECKIN_READ',
  'CHECKIN_WRITE',
  'DEVICES_READ',
  'DEVICES_WRITE',
] as const;

export type Permission = (typeof PERMISSIONS)[number];
