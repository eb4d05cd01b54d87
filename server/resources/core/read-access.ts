import type { AccessRule, AuthContext } from '../../auth/context.js';
import { hasPermission } from '../../auth/context.js';
import type { ResourceDefinition } from './types.js';

/**
 * Who may read which resource, by resource name, as the routes declare it (registerResource records every
 * resource with a fixed definition). withReplacements asks it before it shows an entity of another resource, so
 * a replacement never shows more than the caller could read through that resource's own routes.
 */
interface ReadAccess {
  rule: AccessRule;
  def: ResourceDefinition;
}

const readers = new Map<string, ReadAccess>();

export function recordReadAccess(def: ResourceDefinition, rule: AccessRule): void {
  readers.set(def.name, { rule, def });
}

export type Visibility = 'all' | 'own' | 'none';

/**
 * How much of a resource the caller may read: everything, only its own entities (owner-scoped resources without
 * the permission that shows all), or nothing. Unknown resources are unreadable.
 */
export function readVisibility(auth: AuthContext | null, resource: string): Visibility {
  const access = readers.get(resource);
  if (!access) return 'none';
  const { rule, def } = access;
  if (!rule.public && (!auth || !hasPermission(auth, rule.permission))) return 'none';
  if (def.owner && !hasPermission(auth, def.owner.readAll)) return auth ? 'own' : 'none';
  return 'all';
}

export function definitionOf(resource: string): ResourceDefinition | undefined {
  return readers.get(resource)?.def;
}
