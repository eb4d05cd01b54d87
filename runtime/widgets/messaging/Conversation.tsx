import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../api/messaging';
import { useCurrentUser } from '../../auth';
import { formatDateTime } from '../../format';
import { markConversationRead, unreadReceived, useConversation, type ConversationFilter } from '../../messaging/useConversation';
import { usePageVisible } from '../../messaging/usePageVisible';
import { errorStyle } from '../auth/formStyles';
import { MessageComposer } from './MessageComposer';

export interface ConversationProps {
  /** What to show; null: nobody chosen yet (`idleText` instead). */
  filter: ConversationFilter | null;
  /** Only the messages this user sent (Messenger's `fromId`). */
  onlyFrom?: string;
  /** The display name of a user id, for the other side's messages. */
  nameOf(userId: string): string;
  /** Sends what was written (`newest`: the conversation's newest message, to continue its thread); absent: nobody to write to. */
  send?: (content: string, newest: Message | undefined) => Promise<void>;
  idleText: string;
  cannotSendText?: string;
  /** The text for a failed load (default: the general one). */
  errorText?: (error: unknown) => string;
}

const bubble = (own: boolean) => ({
  alignSelf: own ? 'flex-end' : 'flex-start', maxWidth: '80%', padding: '6px 10px', borderRadius: 10,
  background: own ? '#2b6cb0' : '#edf2f7', color: own ? '#ffffff' : '#1a202c', whiteSpace: 'pre-wrap' as const, overflowWrap: 'anywhere' as const,
});

/** One message: the signed-in user's own on the right in blue, the other side's on the left, each with who and when. */
function MessageBubble({ message, own, author }: { message: Message; own: boolean; author: string }) {
  const { i18n } = useTranslation('messaging');
  return (
    <li data-testid="message" data-own={own} data-read={message.read} style={{ display: 'flex', flexDirection: 'column', alignItems: own ? 'flex-end' : 'flex-start' }}>
      <span style={{ fontSize: 11, color: '#718096' }}>{author} · {formatDateTime(message.createdAt, i18n.language)}</span>
      <span style={bubble(own)}>{message.content}</span>
    </li>
  );
}

/**
 * The messages of one conversation, oldest at the top, the newest in view, with the writing field below. Messages
 * arrive live; what the signed-in user received is marked read once shown, which lowers every unread count.
 */
export function Conversation({ filter, onlyFrom, nameOf, send, idleText, cannotSendText, errorText }: ConversationProps) {
  const { t } = useTranslation('messaging');
  const userId = useCurrentUser()?.id;
  const conversation = useConversation(filter);
  const shown = onlyFrom ? conversation.messages.filter((m) => m.fromId === onlyFrom) : conversation.messages;
  const scroller = useRef<HTMLDivElement>(null);
  const newest = shown.at(-1)?.id;

  // Read once shown, while the page is in view. Requests already sent for a message are not repeated while the
  // answer is on its way.
  const visible = usePageVisible();
  const requested = useRef(new Set<string>());
  useEffect(() => {
    if (!filter || !visible) return;
    const fresh = unreadReceived(shown, userId).filter((m) => !requested.current.has(m.id));
    if (fresh.length === 0) return;
    for (const message of fresh) requested.current.add(message.id);
    markConversationRead(filter).catch(() => { for (const message of fresh) requested.current.delete(message.id); });
  }, [filter, shown, userId, visible]);

  // The newest message comes into view when it changes (a new one, another conversation), unless the user scrolled
  // up to read older ones; their own new message always does.
  const atBottom = useRef(true);
  const newestOwn = shown.at(-1)?.fromId === userId;
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box && (atBottom.current || newestOwn)) box.scrollTop = box.scrollHeight;
  }, [newest, newestOwn]);
  const onScroll = () => {
    const box = scroller.current;
    if (box) atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < 40;
  };

  let body;
  if (!filter) body = <p style={{ color: '#4a5568', margin: 'auto' }} data-testid="conversation-idle">{idleText}</p>;
  else if (conversation.isPending) body = <p role="status" style={{ color: '#4a5568', margin: 'auto' }}>{t('messaging.loading')}</p>;
  else if (conversation.isError) body = <p role="alert" style={{ ...errorStyle, margin: 'auto' }} data-testid="conversation-error">{errorText ? errorText(conversation.error) : t('messaging.loadFailed')}</p>;
  else if (shown.length === 0) body = <p style={{ color: '#4a5568', margin: 'auto' }} data-testid="conversation-empty">{t('messaging.noMessages')}</p>;
  else {
    body = (
      <>
        {conversation.hasNextPage ? (
          <button type="button" onClick={() => void conversation.fetchNextPage()} disabled={conversation.isFetchingNextPage}
            style={{ alignSelf: 'center', background: 'none', border: 'none', color: '#2b6cb0', cursor: 'pointer', fontSize: 13 }}>
            {t('messaging.older')}
          </button>
        ) : null}
        <ol aria-label={t('messaging.conversation')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
          {shown.map((message) => {
            const own = message.fromId === userId;
            return <MessageBubble key={message.id} message={message} own={own} author={own ? t('messaging.you') : nameOf(message.fromId)} />;
          })}
        </ol>
      </>
    );
  }

  return (
    <div style={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, minHeight: 0 }} data-testid="conversation">
      <div ref={scroller} onScroll={onScroll} aria-live="polite" style={{ flex: 1, overflowY: 'auto', padding: 10, display: 'flex', flexDirection: 'column', gap: 8 }}>
        {body}
      </div>
      <MessageComposer onSend={(content) => (send ? send(content, conversation.messages.at(-1)) : Promise.resolve())}
        sentText={onlyFrom ? t('messaging.composer.sentToSender') : undefined} disabledReason={send ? null : cannotSendText ?? idleText} />
    </div>
  );
}
