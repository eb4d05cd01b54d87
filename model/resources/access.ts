import type { ResourceAccessRule } from './descriptors.js';

/** The permission that holds every other one. */
export const TENANT_ADMIN = 'TENANT_ADMIN';

/**
 * Whether a signed-in caller holding `permissions` satisfies the permission part of `rule`: none asked for, one of
 * those asked for held, or TENANT_ADMIN. The server decides each call this way (server/auth/hook.ts); the screens
 * ask it to show or hide what the caller could not do anyway.
 */
export function grants(rule: ResourceAccessRule, permissions: { has(permission: string): boolean } | readonly string[] | undefined): boolean {
  if (!rule.permission) return true;
  if (!permissions) return false;
  const has = Array.isArray(permissions) ? (p: string) => permissions.includes(p) : (p: string) => (permissions as { has(p: string): boolean }).has(p);
  if (has(TENANT_ADMIN)) return true;
  const wanted = Array.isArray(rule.permission) ? rule.permission : [rule.permission];
  return wanted.some(has);
}
