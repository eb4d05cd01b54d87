/**
 * What the server, the typed API client and the back-office all need to know of each resource of the generic
 * resource set, written once: its path under /api, who may read and write it, its default sort, and the names of
 * its client methods (`getProducts`, `getProduct`, …). The server adds storage and validation
 * (server/resources/definitions), the client its entity types (runtime/api/resources.ts); docs/api.md describes
 * every resource with its fields.
 */

/** Who may call the read or the write operations of a resource. */
export interface ResourceAccessRule {
  /** No token needed; the tenant then comes from X-Tenant-Id. A token, when sent, is still used. */
  public?: boolean;
  /** Permission(s) the caller must hold (any of them; TENANT_ADMIN holds all). Without it any signed-in caller. */
  permission?: string | string[];
}

export interface ResourceDescriptor<S extends string = string, P extends string = string> {
  /** Collection path under /api; `:name` marks a path parameter (`/data/:typePath`). */
  path: string;
  /** The entity's name in client methods: `get${singular}`, `create${singular}`, … */
  singular: S;
  /** The collection's name in client methods: `get${plural}`, `search${plural}`, … */
  plural: P;
  access: { read: ResourceAccessRule; write: ResourceAccessRule };
  /** The `sort` of lists that name none (a field, `-` in front for descending). */
  defaultSort: string;
  /**
   * Reads pass the route without a token and the server decides per request whether `access.read` applies
   * (records of a public data type are readable by anybody). Clients still send the token.
   */
  readsDecidedPerRequest?: boolean;
  /** Only the read operations exist (list, count, get, head, search). */
  readOnly?: boolean;
  /** Also `POST {path}/sum?property=P`: a numeric property summed over a search (getDataSum of data records). */
  summable?: boolean;
  /** The reads and create exist, nothing changes or deletes an entity once created (published versions). */
  immutable?: boolean;
  /** Every call but the deletes exists: entities are decided, never removed (publish requests). */
  undeletable?: boolean;
  /** Name of the id parameter in the client's error messages; default 'id'. */
  idName?: string;
  /** Names of the client's body parameters; default the singular in camel case. */
  createBodyName?: string;
  updateBodyName?: string;
}

const resource = <S extends string, P extends string>(descriptor: ResourceDescriptor<S, P>) => Object.freeze(descriptor);
const PUBLIC = { public: true } as const;
const SIGNED_IN = {} as const;
const needs = (permission: string | string[]): ResourceAccessRule => ({ permission });

/** The shop: price zones and products are public to read; orders and carts are limited to their owner on the server. */
export const PRICE_ZONES = resource({
  path: '/pricezones', singular: 'PriceZone', plural: 'PriceZones', defaultSort: 'title',
  access: { read: PUBLIC, write: needs('PRODUCTS_WRITE') },
});
export const PRODUCTS = resource({
  path: '/products', singular: 'Product', plural: 'Products', defaultSort: '-id',
  access: { read: PUBLIC, write: needs('PRODUCTS_WRITE') },
});
export const CORPORATIONS = resource({
  path: '/corporations', singular: 'Corporation', plural: 'Corporations', defaultSort: 'name',
  access: { read: needs('CORPORATIONS_READ'), write: needs('CORPORATIONS_WRITE') },
});
export const COUNTERS = resource({
  path: '/counters', singular: 'Counter', plural: 'Counters', defaultSort: 'name',
  access: { read: needs('COUNTERS_READ'), write: needs('COUNTERS_WRITE') },
});
/** Any signed-in user reads orders (its own only, unless ORDERS_READ); writing them directly needs ORDERS_WRITE. */
export const ORDERS = resource({
  path: '/orders', singular: 'Order', plural: 'Orders', defaultSort: '-orderDate',
  access: { read: SIGNED_IN, write: needs('ORDERS_WRITE') },
});
/** Any signed-in user uses the cart calls, limited to its own cart unless it holds ORDERS_WRITE. */
export const SHOPPING_CARTS = resource({
  path: '/shoppingcarts', singular: 'ShoppingCart', plural: 'ShoppingCarts', defaultSort: '-id',
  access: { read: SIGNED_IN, write: SIGNED_IN },
});
export const SUPPLIERS = resource({
  path: '/suppliers', singular: 'Supplier', plural: 'Suppliers', defaultSort: 'name',
  access: { read: needs(['PRODUCTS_READ', 'PRODUCTS_WRITE']), write: needs('PRODUCTS_WRITE') },
});

/** The platform: roles, users, projects, their documents, data types and records, the audit log, planning. */
export const ROLES = resource({
  path: '/roles', singular: 'Role', plural: 'Roles', defaultSort: 'name', createBodyName: 'createRole', updateBodyName: 'role',
  access: { read: needs('ROLES_READ'), write: needs('ROLES_WRITE') },
});
export const USERS = resource({
  path: '/users', singular: 'User', plural: 'Users', defaultSort: '-id',
  access: { read: needs('TENANT_ADMIN'), write: needs('TENANT_ADMIN') },
});
export const PROJECTS = resource({
  path: '/projects', singular: 'Project', plural: 'Projects', defaultSort: 'name',
  idName: 'projectId', createBodyName: 'createProject', updateBodyName: 'updateProject',
  access: { read: needs('PROJECTS_READ'), write: needs('PROJECTS_WRITE') },
});
export const APPLICATIONS = resource({
  path: '/applications', singular: 'Application', plural: 'Applications', defaultSort: 'name',
  access: { read: needs('APPLICATIONS_READ'), write: needs('APPLICATIONS_WRITE') },
});
/**
 * Published versions of applications (docs/publishing.md): created by publishing, never changed. Publishing needs a
 * token; who may publish depends on the application's project, so the server decides it per application.
 */
export const APPLICATION_VERSIONS = resource({
  path: '/applicationversions', singular: 'ApplicationVersion', plural: 'ApplicationVersions', defaultSort: '-number', immutable: true,
  access: { read: needs('APPLICATIONS_READ'), write: SIGNED_IN },
});
/**
 * Publish requests (docs/publishing.md): a builder with APPLICATIONS_WRITE asks; approving or rejecting (a PATCH
 * of `state`) needs the publish permission of the application (possibly only a project permission), so the server
 * decides writes per request.
 */
export const PUBLISH_REQUESTS = resource({
  path: '/publishrequests', singular: 'PublishRequest', plural: 'PublishRequests', defaultSort: '-requestedAt', undeletable: true,
  access: { read: needs('APPLICATIONS_READ'), write: SIGNED_IN },
});
/** Published applications render compound widgets for visitors without a login, so reading them is public. */
export const COMPOUND_WIDGETS = resource({
  path: '/compoundwidgets', singular: 'CompoundWidget', plural: 'CompoundWidgets', defaultSort: 'name',
  access: { read: PUBLIC, write: needs('APPLICATIONS_WRITE') },
});
export const DATA_TYPES = resource({
  path: '/datatypes', singular: 'DataType', plural: 'DataTypes', defaultSort: 'path',
  access: { read: needs('DATATYPES_READ'), write: needs('DATATYPES_WRITE') },
});
/** The records of one data type: DATA_READ to read, except the records of a type with `visibility: "public"`. */
export const DATA_RECORDS = resource({
  path: '/data/:typePath', singular: 'DataRecord', plural: 'DataRecords', defaultSort: '-id', readsDecidedPerRequest: true, summable: true,
  access: { read: needs('DATA_READ'), write: needs('DATA_WRITE') },
});
export const AUDIT_LOG = resource({
  path: '/auditlog', singular: 'AuditEntry', plural: 'AuditEntries', defaultSort: '-id', readOnly: true,
  access: { read: needs('AUDIT_READ'), write: needs('TENANT_ADMIN') },
});
/** Any signed-in user reads the tasks of resource planning; the server limits changes to the caller's own. */
export const TASKS = resource({
  path: '/tasks', singular: 'Task', plural: 'Tasks', defaultSort: 'start',
  access: { read: SIGNED_IN, write: SIGNED_IN },
});

/**
 * The file store (docs/files.md): any signed-in user uploads and manages its own files; FILES_READ reads all of
 * the tenant's, FILES_WRITE changes all. Folders are shared by the tenant: anybody signed in lists them,
 * FILES_WRITE arranges them.
 */
export const FILES = resource({
  path: '/files', singular: 'File', plural: 'Files', defaultSort: '-id',
  access: { read: SIGNED_IN, write: SIGNED_IN },
});
export const FOLDERS = resource({
  path: '/folders', singular: 'Folder', plural: 'Folders', defaultSort: 'name',
  access: { read: SIGNED_IN, write: needs('FILES_WRITE') },
});
/** User groups: named lists of users (no permissions); members appear as colleagues to readers without TENANT_ADMIN. */
export const USER_GROUPS = resource({
  path: '/usergroups', singular: 'UserGroup', plural: 'UserGroups', defaultSort: 'name',
  access: { read: needs(['USERGROUPS_READ', 'USERGROUPS_WRITE']), write: needs('USERGROUPS_WRITE') },
});
/** CMS pages (the CmsPage widget shows one by id or path): read with CMS_READ or CMS_WRITE, written with CMS_WRITE. */
export const CMS_PAGES = resource({
  path: '/cmspages', singular: 'CmsPage', plural: 'CmsPages', defaultSort: 'path',
  access: { read: needs(['CMS_READ', 'CMS_WRITE']), write: needs('CMS_WRITE') },
});

/** The path of a resource with its parameters filled in: `resourcePath(DATA_RECORDS, {typePath: 'contacts'})`. */
export function resourcePath(descriptor: ResourceDescriptor, params: Record<string, string> = {}): string {
  return descriptor.path.replace(/:(\w+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new TypeError(`resourcePath: ${descriptor.path} needs ${name}`);
    return encodeURIComponent(params[name]);
  });
}

/**
 * Calendars and their entries (docs/api.md, Calendars): reads need no token, the server shows public calendars to
 * everybody, private ones to their owner and TENANT_ADMIN, and entries as their calendar; writing needs CALENDARS_WRITE.
 */
export const CALENDARS = resource({
  path: '/calendars', singular: 'Calendar', plural: 'Calendars', defaultSort: 'name', readsDecidedPerRequest: true,
  access: { read: PUBLIC, write: needs('CALENDARS_WRITE') },
});
export const CALENDAR_EVENTS = resource({
  path: '/calendarevents', singular: 'CalendarEvent', plural: 'CalendarEvents', defaultSort: 'start', readsDecidedPerRequest: true,
  access: { read: PUBLIC, write: needs('CALENDARS_WRITE') },
});

/**
 * The mail outbox (docs/api.md, Mail): without SMTP settings the server stores every mail it sends here instead,
 * so a local installation can follow a reset link. Read-only; written only by the server's mail sending.
 */
export const MAIL_OUTBOX = resource({
  path: '/mailoutbox', singular: 'OutboxMail', plural: 'OutboxMails', defaultSort: '-id', readOnly: true,
  access: { read: needs('EMAILS_READ'), write: needs('TENANT_ADMIN') },
});

/**
 * Contacts (docs/users-and-contacts.md): CONTACTS_READ / CONTACTS_WRITE; the public contacts, the notes and the
 * caller's own customer profile are special calls next to the standard set.
 */
export const CONTACTS = resource({
  path: '/contacts', singular: 'Contact', plural: 'Contacts', defaultSort: 'lastName',
  access: { read: needs('CONTACTS_READ'), write: needs('CONTACTS_WRITE') },
});
export const CONTACT_CUSTOM_FIELDS = resource({
  path: '/contactcustomfields', singular: 'ContactCustomField', plural: 'ContactCustomFields', defaultSort: 'title',
  access: { read: needs('CONTACTS_READ'), write: needs('CONTACTS_WRITE') },
});

/**
 * Time and HR (docs/hr.md). Worklogs and absences: any signed-in user, limited on the server to its own entries
 * unless it holds WORKLOGS_READ/WORKLOGS_WRITE or ABSENCES_READ/ABSENCES_APPROVE; deciding an absence needs
 * ABSENCES_APPROVE. Visitor events: any signed-in user reads them, VISITOR_EVENTS_WRITE writes.
 */
export const WORKLOGS = resource({
  path: '/worklogs', singular: 'Worklog', plural: 'Worklogs', defaultSort: '-start',
  access: { read: SIGNED_IN, write: SIGNED_IN },
});
export const ABSENCES = resource({
  path: '/absences', singular: 'Absence', plural: 'Absences', defaultSort: '-from',
  access: { read: SIGNED_IN, write: SIGNED_IN },
});
export const VISITOR_EVENTS = resource({
  path: '/visitorevents', singular: 'VisitorEvent', plural: 'VisitorEvents', defaultSort: 'start',
  access: { read: SIGNED_IN, write: needs('VISITOR_EVENTS_WRITE') },
});

/**
 * The back-office's content and marketing lists (docs/backoffice.md): PDF templates (PDF_TEMPLATE_READ /
 * PDF_TEMPLATE_WRITE), translation overrides (INTERNATIONALIZATION_READ / INTERNATIONALIZATION_WRITE) and mailing
 * lists (MAILING_LIST_READ / MAILING_LIST_WRITE). The write permission also reads.
 */
export const PDF_TEMPLATES = resource({
  path: '/pdftemplates', singular: 'PdfTemplate', plural: 'PdfTemplates', defaultSort: 'name',
  access: { read: needs(['PDF_TEMPLATE_READ', 'PDF_TEMPLATE_WRITE']), write: needs('PDF_TEMPLATE_WRITE') },
});
export const TRANSLATION_OVERRIDES = resource({
  path: '/translationoverrides', singular: 'TranslationOverride', plural: 'TranslationOverrides', defaultSort: 'key',
  access: { read: needs(['INTERNATIONALIZATION_READ', 'INTERNATIONALIZATION_WRITE']), write: needs('INTERNATIONALIZATION_WRITE') },
});
export const MAILING_LISTS = resource({
  path: '/mailinglists', singular: 'MailingList', plural: 'MailingLists', defaultSort: 'name',
  access: { read: needs(['MAILING_LIST_READ', 'MAILING_LIST_WRITE']), write: needs('MAILING_LIST_WRITE') },
});

/**
 * Opt-ins (docs/api.md, Opt-ins): the consents of e-mail addresses to mailing lists, kept by the staff with
 * OPT_IN_WRITE; visitors create and confirm them through the public mailing calls.
 */
export const OPT_INS = resource({
  path: '/optins', singular: 'OptIn', plural: 'OptIns', defaultSort: '-id',
  access: { read: needs('OPT_IN_WRITE'), write: needs('OPT_IN_WRITE') },
});
/**
 * Workflows (WORKFLOW_READ / WORKFLOW_WRITE) and their runs (docs/api.md, Workflows): any signed-in user starts a
 * run and sees its own; WORKFLOW_READ sees every run, WORKFLOW_WRITE changes them.
 */
export const WORKFLOWS = resource({
  path: '/workflows', singular: 'Workflow', plural: 'Workflows', defaultSort: 'name',
  access: { read: needs(['WORKFLOW_READ', 'WORKFLOW_WRITE']), write: needs('WORKFLOW_WRITE') },
});
export const WORKFLOW_RUNS = resource({
  path: '/workflowruns', singular: 'WorkflowRun', plural: 'WorkflowRuns', defaultSort: '-id',
  access: { read: SIGNED_IN, write: SIGNED_IN },
});
/**
 * The check-in suite (docs/checkin.md): visitors, check-in apps, printer configurations and forms need
 * CHECKIN_READ (or CHECKIN_WRITE) to read and CHECKIN_WRITE to write; external devices DEVICES_READ / DEVICES_WRITE.
 */
const CHECKIN_ACCESS = { read: needs(['CHECKIN_READ', 'CHECKIN_WRITE']), write: needs('CHECKIN_WRITE') };
export const VISITORS = resource({
  path: '/visitors', singular: 'Visitor', plural: 'Visitors', defaultSort: 'lastName', access: CHECKIN_ACCESS,
});
export const CHECKIN_APPS = resource({
  path: '/checkinapps', singular: 'CheckinApp', plural: 'CheckinApps', defaultSort: 'name', access: CHECKIN_ACCESS,
});
export const PRINTER_CONFIGURATIONS = resource({
  path: '/printerconfigurations', singular: 'PrinterConfiguration', plural: 'PrinterConfigurations', defaultSort: 'name', access: CHECKIN_ACCESS,
});
export const CHECKIN_FORMS = resource({
  path: '/checkinforms', singular: 'CheckinForm', plural: 'CheckinForms', defaultSort: 'name', access: CHECKIN_ACCESS,
});
export const DEVICES = resource({
  path: '/devices', singular: 'Device', plural: 'Devices', defaultSort: 'name',
  access: { read: needs(['DEVICES_READ', 'DEVICES_WRITE']), write: needs('DEVICES_WRITE') },
});
