/** Every permission name of spec 000 section 2, plus TENANT_ADMIN (which implies all of them). */
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
  'TENANT_ADMIN',
] as const;

export type Permission = (typeof PERMISSIONS)[number];
