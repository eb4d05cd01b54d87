import { useMemo } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getChatters, getMessages, markMessagesRead, sendMessage, type Message } from '../api/messaging';
import { useCurrentUser } from '../auth';
import { MESSAGING_QUERY_KEY, useLiveMessaging } from './useUnreadCounts';

/** Which messages a conversation shows: those exchanged with one user, or one thread. */
export type ConversationFilter = { chatterId: string } | { threadId: string };

/** Messages per request; older ones load on demand, a page at a time. */
export const CONVERSATION_PAGE_SIZE = 50;

/**
 * The signed-in user's messages of one conversation, oldest first, kept live (the page's event stream reloads them
 * on every change). Pages are read newest first, so a message arriving meanwhile shifts the pages; ids are
 * deduplicated. `filter` null (nobody chosen yet) reads nothing.
 */
export function useConversation(filter: ConversationFilter | null, enabled = true) {
  const userId = useCurrentUser()?.id;
  useLiveMessaging(enabled);
  const query = useInfiniteQuery({
    queryKey: [MESSAGING_QUERY_KEY, 'messages', userId, filter],
    queryFn: ({ pageParam }) => getMessages({ ...filter, page: pageParam, size: CONVERSATION_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.totalElements ? last.page + 1 : undefined),
    enabled: enabled && Boolean(userId) && filter !== null,
  });
  const messages = useMemo(() => {
    const seen = new Map<string, Message>();
    for (const page of query.data?.pages ?? []) for (const message of page.elements) seen.set(message.id, message);
    return [...seen.values()].sort((a, b) => (a.createdAt - b.createdAt) || a.id.localeCompare(b.id));
  }, [query.data]);
  return { ...query, messages };
}

/** The users the signed-in user exchanged messages with, latest first, with the unread count of each (live). */
export function useChatters(enabled = true) {
  const userId = useCurrentUser()?.id;
  useLiveMessaging(enabled);
  return useQuery({
    queryKey: [MESSAGING_QUERY_KEY, 'chatters', userId],
    queryFn: async () => (await getChatters()).elements,
    enabled: enabled && Boolean(userId),
  });
}

/** Sends a message; afterwards every messaging query of the page loads again (the event stream says so too). */
export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: { toId: string; content: string; threadId?: string }) => sendMessage(message),
    onSuccess: () => client.invalidateQueries({ queryKey: [MESSAGING_QUERY_KEY] }),
  });
}

/**
 * Marks what the signed-in user received in `messages` as read once it is shown (one request per batch of newly
 * shown unread messages); the server's `read` event then lowers every unread count of the page.
 */
export function unreadReceived(messages: Message[], userId: string | undefined): Message[] {
  return messages.filter((message) => !message.read && message.toId === userId);
}

export const markConversationRead = (filter: ConversationFilter) =>
  markMessagesRead('chatterId' in filter ? { fromId: filter.chatterId } : { threadId: filter.threadId });
