import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getUnreadCounts, type UnreadCounts } from '../api/messaging';
import { useCurrentUser } from '../auth';
import { listenToLiveEvents } from './liveEvents';

export const MESSAGING_QUERY_KEY = 'messaging';

/**
 * Invalidates the messaging queries of this page whenever the caller's live stream reports a change, so lists and
 * counts reload without a page reload. Widgets that show messages call it once each (they share one stream).
 */
export function useLiveMessaging(enabled = true): void {
  const client = useQueryClient();
  const userId = useCurrentUser()?.id;
  useEffect(() => {
    if (!userId || !enabled) return undefined;
    return listenToLiveEvents(userId, () => { void client.invalidateQueries({ queryKey: [MESSAGING_QUERY_KEY] }); });
  }, [client, userId, enabled]);
}

/** The caller's unread counts, kept live; null while nobody is signed in. */
export function useUnreadCounts(enabled = true): UnreadCounts | null {
  const userId = useCurrentUser()?.id;
  useLiveMessaging(enabled);
  const query = useQuery({
    queryKey: [MESSAGING_QUERY_KEY, 'unread', userId],
    queryFn: () => getUnreadCounts(),
    enabled: enabled && Boolean(userId),
  });
  return userId ? query.data ?? null : null;
}
