import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { getColleagues } from '../../api/calls';
import { getUsers } from '../../api/resources';
import type { User } from '../../../model/api/schemas/users';
import { useTemplate } from '../../hooks/useTemplate';
import { useSocketInput } from '../../sockets/hooks';

/**
 * Server data the users widgets share through TanStack Query. Pages of users sit under the users store's key, so a
 * write through the store (or a user created here) reloads every list of users on the page.
 */
export const USERS_KEY = ['store', 'users'] as const;
export const COLLEAGUES_KEY = ['colleagues'] as const;
export const USER_GROUPS_KEY = ['store', 'usergroups'] as const;

/** One page of users (TENANT_ADMIN), in `sort` order: the user list by -id, the newest registrations by -createdAt. */
export function useUsersPage(page: number, size: number, sort: string) {
  return useQuery({
    queryKey: [...USERS_KEY, 'page', sort, page, size],
    queryFn: () => getUsers({ page, size, sort }),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

/** The tenant's users as every signed-in user may see them (id, name, avatar), for names and avatars by id. */
export function useColleagues(enabled = true) {
  return useQuery({
    queryKey: COLLEAGUES_KEY,
    queryFn: async () => (await getColleagues({ size: 1000 })).elements,
    enabled,
    staleTime: 60_000,
  });
}

/** After a user was created or changed: every list of users and the colleagues load again. */
export function useReloadUsers(): () => Promise<void> {
  const client = useQueryClient();
  return async () => {
    await Promise.all([client.invalidateQueries({ queryKey: USERS_KEY }), client.invalidateQueries({ queryKey: COLLEAGUES_KEY })]);
  };
}

/**
 * The id a widget is about: its input `socket`, else its setting with placeholders filled from the page ({userId}),
 * else '' (the widget then means the signed-in user or its own record). A placeholder not yet filled counts as none.
 */
export function useIdOf(widgetId: string, socket: string, setting: string): string {
  const input = useSocketInput<unknown>(widgetId, socket);
  const fromSettings = useTemplate(widgetId, setting.trim());
  if (typeof input === 'string' && input.trim()) return input.trim();
  return /[{}]/.test(fromSettings) ? '' : fromSettings;
}

/** The user id a widget is about: its `userId` input, else its `userId` setting, else '' (the signed-in user). */
export const useUserIdOf = (widgetId: string, setting: string): string => useIdOf(widgetId, 'userId', setting);

export const avatarUrlOf = (user: Pick<User, 'profile'> | { profile?: { avatarUrl?: unknown } } | null | undefined): string | undefined => {
  const url = user?.profile?.avatarUrl;
  return typeof url === 'string' && url ? url : undefined;
};
