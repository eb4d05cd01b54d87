import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/ThreadMessenger';
import { ApiRequestError } from '../../api/http';
import type { Message } from '../../api/messaging';
import { useCurrentUser } from '../../auth';
import { useConversation, useSendMessage, type ConversationFilter } from '../../messaging/useConversation';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { useContextValue, useEmit, useSetContextValue } from '../../sockets/hooks';
import { useColleagues, useIdOf } from '../users/userData';
import { Conversation } from './Conversation';
import { MessengerFrame, SampleConversation, SignInNotice } from './messengerFrame';

export type ThreadMessengerSettings = SettingsOf<typeof spec.schema>;

/** The other participant of a thread, read from its messages (every message of a thread is between the same two). */
const otherOf = (messages: Message[], me: string | undefined) => {
  const first = messages[0];
  if (!first) return undefined;
  return first.fromId === me ? first.toId : first.fromId;
};

/**
 * One thread of messages, bound to an id: the `threadId` input, else the setting (placeholders filled from the page),
 * else the page context variable `contextProperty`. Replies go to the thread's other participant. Without a thread
 * but with `toId`, the first message starts one: its id goes out on `threadStarted` and into the context variable.
 */
function ThreadMessenger({ id, settings }: WidgetProps<ThreadMessengerSettings>) {
  const { t } = useTranslation('messaging');
  const edit = useRenderMode() === 'edit';
  const user = useCurrentUser();
  const emit = useEmit(id);
  const setContext = useSetContextValue();
  const fromContext = useContextValue<unknown>(settings.contextProperty);
  const given = useIdOf(id, 'threadId', settings.threadId);
  const toId = useIdOf(id, 'toId', settings.toId);
  const [started, setStarted] = useState<string | null>(null);
  const threadId = given || (settings.contextProperty && typeof fromContext === 'string' ? fromContext : '') || started || '';

  const filter = useMemo<ConversationFilter | null>(() => (threadId ? { threadId } : null), [threadId]);
  const thread = useConversation(filter, !edit);
  const recipient = threadId ? otherOf(thread.messages, user?.id) : toId || undefined;
  const colleagues = useColleagues(!edit && Boolean(user) && (Boolean(threadId) || Boolean(toId)));
  const nameOf = (userId: string) => colleagues.data?.find((c) => c.id === userId)?.displayName || t('messaging.unknownUser');
  const sending = useSendMessage();

  if (edit) return <MessengerFrame height={settings.height} testId="thread-messenger"><SampleConversation /></MessengerFrame>;
  if (!user) return <MessengerFrame height={settings.height} testId="thread-messenger"><SignInNotice /></MessengerFrame>;

  const send = recipient ? async (content: string) => {
    const message = await sending.mutateAsync({ toId: recipient, content, threadId: threadId || undefined });
    emit('messageSent', message);
    if (!threadId) {
      setStarted(message.threadId);
      emit('threadStarted', message.threadId);
      if (settings.contextProperty) setContext(settings.contextProperty, message.threadId);
    }
  } : undefined;

  return (
    <MessengerFrame height={settings.height} testId="thread-messenger">
      <Conversation filter={filter} nameOf={nameOf} send={send}
        idleText={toId ? t('messaging.thread.startHere') : t('messaging.thread.none')}
        errorText={(error) => (error instanceof ApiRequestError && error.status === 404 ? t('messaging.thread.notFound') : t('messaging.loadFailed'))} />
    </MessengerFrame>
  );
}

export const ThreadMessengerWidget = widgetFromSpec(spec, ThreadMessenger);
