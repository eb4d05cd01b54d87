/**
 * The back-office navigation, exactly: five sections in order, each entry with its path and the permission a user
 * must hold to see it (TENANT_ADMIN holds every permission; entries without one show to everyone).
 *
 * Entries the product defines a path for keep it (`pim/products`, `calendars`, ...); the others get a path of our
 * own once they have a working screen (`emails`, `applications`, `cms-pages`, `files`, `contacts`, `customers`,
 * `pdf-templates`, `internationalization`, `marketing`, `task-queue`, `checkin/forms`). An
 * entry without a path yet stays in the navigation, in its place and under the same permission rule, but listed as
 * unavailable (greyed out, no link), so the menu is complete without a screen that does not work. Every entry with
 * a path carries the `nav-entry` test hook (docs/architecture.md), whose `data-path` is that path.
 */
import { grants, TENANT_ADMIN } from '../../model/resources/access';

export const SECTIONS = ['checkin', 'content', 'ecommerce', 'tasks', 'other'] as const;
export type SectionKey = (typeof SECTIONS)[number];

export interface NavEntry {
  /** Label key under `nav.entries` of the backoffice namespace. */
  key: string;
  section: SectionKey;
  /** The path under /backoffice; null while the entry has no screen. */
  path: string | null;
  permission: string | null;
  /** A label that is the same in every language (the spec gives the service tokens entry no locale label). */
  fixedLabel?: string;
}

export { TENANT_ADMIN };

/** The tenant's own settings (TENANT_ADMIN): not a menu entry (the menu is the spec's), linked from the start page. */
export const TENANT_SETTINGS_PATH = 'tenant';

const entry = (section: SectionKey, key: string, path: string | null, permission: string | null = null, fixedLabel?: string): NavEntry =>
  ({ section, key, path, permission, ...(fixedLabel ? { fixedLabel } : {}) });

export const NAV_ENTRIES: readonly NavEntry[] = [
  entry('checkin', 'visitors', 'checkin/visitors'),
  entry('checkin', 'events', 'checkin/events'),
  entry('checkin', 'checkinApps', 'checkin/apps'),
  entry('checkin', 'printerConfigurations', 'checkin/printerconfigurations'),
  entry('checkin', 'forms', 'checkin/forms'),
  entry('content', 'calendars', 'calendars'),
  entry('content', 'applications', 'applications'),
  entry('content', 'cmsPages', 'cms-pages', 'CMS_READ'),
  entry('content', 'optIns', 'optins', 'OPT_IN_WRITE'),
  entry('content', 'pdfTemplates', 'pdf-templates', 'PDF_TEMPLATE_READ'),
  entry('content', 'files', 'files'),
  entry('content', 'internationalization', 'internationalization', 'INTERNATIONALIZATION_READ'),
  entry('content', 'contacts', 'contacts', 'CONTACTS_READ'),
  entry('ecommerce', 'products', 'pim/products', 'PRODUCTS_READ'),
  entry('ecommerce', 'orders', 'pim/orders', 'ORDERS_READ'),
  entry('ecommerce', 'priceZones', 'pim/pricezones', 'PRODUCTS_READ'),
  entry('ecommerce', 'supplier', 'pim/supplier', 'PRODUCTS_WRITE'),
  entry('ecommerce', 'customers', 'customers'),
  entry('ecommerce', 'email', 'emails', 'EMAILS_READ'),
  entry('ecommerce', 'marketing', 'marketing', 'MAILING_LIST_READ'),
  entry('tasks', 'workflows', 'workflows', 'WORKFLOW_READ'),
  entry('tasks', 'dataExport', 'export', 'EXPORTERS_EXECUTE'),
  entry('tasks', 'taskQueue', 'task-queue', 'TASKS_READ'),
  entry('other', 'auditLog', 'audit-log', 'AUDIT_READ'),
  entry('other', 'serviceTokens', 'service-token', TENANT_ADMIN, 'Service-Tokens'),
  entry('other', 'externalDevices', 'devices'),
];

/** Whether a user holding `permissions` holds `permission` (none needed, held, or TENANT_ADMIN). */
export function holds(permissions: readonly string[] | undefined, permission: string | null | undefined): boolean {
  return grants({ permission: permission ?? undefined }, permissions ?? []);
}

export const canSee = (entry: NavEntry, permissions: readonly string[] | undefined) => holds(permissions, entry.permission);

export interface NavSection {
  key: SectionKey;
  entries: NavEntry[];
}

/** The sections in spec order with the entries the user may see; a section with none left is left out. */
export function visibleNavigation(permissions: readonly string[] | undefined): NavSection[] {
  return SECTIONS
    .map((key) => ({ key, entries: NAV_ENTRIES.filter((e) => e.section === key && canSee(e, permissions)) }))
    .filter((section) => section.entries.length > 0);
}

/** The routed entry a back-office path belongs to (`pim/products/new` → products), or null. */
export function entryOfPath(path: string): NavEntry | null {
  const normalised = path.replace(/^\/+|\/+$/g, '');
  const routed = NAV_ENTRIES.filter((e) => e.path !== null);
  return routed.find((e) => normalised === e.path || normalised.startsWith(`${e.path}/`)) ?? null;
}
