/**
 * The permission names the server knows (GET /api/permissions), for the choices of a page's permissions
 * (editor/pages) and of a widget's `permissions` setting (the property panel), fetched once per editor session.
 */
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { getPermissionNames } from '../../runtime/api/calls';

export const PERMISSION_NAMES_QUERY = ['permission-names'];

/** The names, fetched only while `enabled`. */
export function usePermissionNames(enabled = true) {
  return useQuery({ queryKey: PERMISSION_NAMES_QUERY, queryFn: () => getPermissionNames(), staleTime: Infinity, enabled });
}

/**
 * "TASKS_READ" → "Aufgaben: lesen" (texts of the editor-panels namespace): the part after the last "_" is what may
 * be done, the rest to what. A name this build has no words for shows as it is.
 */
export function permissionLabel(t: TFunction, name: string): string {
  const cut = name.lastIndexOf('_');
  const area = t(`permissionNames.areas.${name.slice(0, cut)}`, { defaultValue: '' });
  const action = t(`permissionNames.actions.${name.slice(cut + 1)}`, { defaultValue: '' });
  return cut > 0 && area && action ? t('permissionNames.label', { area, action }) : name;
}
