import { useMemo } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { getSystemMessages, markSystemMessagesRead, sendSystemMessage, type SystemMessage } from '../api/messaging';
import { useCurrentUser } from '../auth';
import { MESSAGING_QUERY_KEY, useLiveMessaging } from './useUnreadCounts';

/** The tenant's system messages with the signed-in user's read state, newest first, `size` a page, kept live. */
export function useSystemMessages(size: number, enabled = true) {
  const userId = useCurrentUser()?.id;
  useLiveMessaging(enabled);
  const query = useInfiniteQuery({
    queryKey: [MESSAGING_QUERY_KEY, 'system', userId, size],
    queryFn: ({ pageParam }) => getSystemMessages({ page: pageParam, size }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.totalElements ? last.page + 1 : undefined),
    enabled: enabled && Boolean(userId),
  });
  // A message arriving meanwhile shifts the pages by one: ids are kept once.
  const messages = useMemo(() => {
    const seen = new Map<string, SystemMessage>();
    for (const page of query.data?.pages ?? []) for (const message of page.elements) if (!seen.has(message.id)) seen.set(message.id, message);
    return [...seen.values()];
  }, [query.data]);
  return { ...query, messages };
}

/** Marks system messages read for the signed-in user: the given ids, or all (no ids); every count reloads. */
export function useMarkSystemMessagesRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => markSystemMessagesRead(ids),
    onSuccess: () => client.invalidateQueries({ queryKey: [MESSAGING_QUERY_KEY] }),
  });
}

/** Sends a system message to every user of the tenant (SYSTEM_MESSAGES_WRITE). */
export function useSendSystemMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: { title: string; content: string }) => sendSystemMessage(message),
    onSuccess: () => client.invalidateQueries({ queryKey: [MESSAGING_QUERY_KEY] }),
  });
}
