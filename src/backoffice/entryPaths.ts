/**
 * The routable back-office entry paths of spec 000 section 2 (entries marked "not shown" or "route not
 * resolvable" have none). Anything else under /backoffice is a not-found page.
 */
export const BACKOFFICE_ENTRY_PATHS = [
  'checkin/visitors',
  'checkin/events',
  'checkin/apps',
  'checkin/printerconfigurations',
  'calendars',
  'pim/products',
  'pim/orders',
  'pim/pricezones',
  'pim/supplier',
  'export',
  'audit-log',
  'service-token',
  'devices',
] as const;

/** True for the back-office start (`''`) and each entry path, with or without a trailing slash. */
export function isBackofficePath(path: string): boolean {
  const normalised = path.replace(/^\/+|\/+$/g, '');
  return normalised === '' || (BACKOFFICE_ENTRY_PATHS as readonly string[]).includes(normalised);
}
