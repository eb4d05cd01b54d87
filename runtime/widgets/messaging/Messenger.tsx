import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/Messenger';
import { useCurrentUser } from '../../auth';
import { useChatters, useSendMessage, type ConversationFilter } from '../../messaging/useConversation';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { useEmit } from '../../sockets/hooks';
import { useColleagues, useIdOf } from '../users/userData';
import { ChattersList } from './ChattersList';
import { Conversation } from './Conversation';
import { MessengerFrame, SampleConversation, SignInNotice } from './messengerFrame';
import { RecipientPicker } from './RecipientPicker';

export type MessengerSettings = SettingsOf<typeof spec.schema>;

/**
 * Direct messages of the signed-in user: their conversations on the left (`showChatters`), the "An:" search over
 * colleagues above (`showTo`; `toId` presets whom to write to), the chosen conversation with the writing field.
 * `fromId` narrows it to one sender: only that user's messages, replies go to them. New messages arrive live.
 */
function Messenger({ id, settings }: WidgetProps<MessengerSettings>) {
  const { t } = useTranslation('messaging');
  const edit = useRenderMode() === 'edit';
  const user = useCurrentUser();
  const emit = useEmit(id);
  const presetTo = useIdOf(id, 'toId', settings.toId);
  const fromId = useIdOf(id, 'fromId', settings.fromId);
  // A pick counts for the preset it was made under: a new preset (a socket delivering another id) wins over it.
  const preset = `${presetTo}\n${fromId}`;
  const [pick, setPick] = useState<{ id: string; name: string; preset: string } | null>(null);
  const picked = pick?.preset === preset ? pick : null;
  const setPicked = (userId: string, name: string) => setPick({ id: userId, name, preset });
  const partner = fromId || picked?.id || presetTo || null;

  const chatters = useChatters(!edit && Boolean(user));
  const knownName = partner ? picked?.id === partner ? picked.name : chatters.data?.find((c) => c.userId === partner)?.displayName : undefined;
  // Only a preset partner the user never wrote with needs the colleagues' names.
  const colleagues = useColleagues(!edit && Boolean(user && partner) && !knownName && !chatters.isPending);
  const nameOf = (userId: string) => (userId === picked?.id ? picked.name : undefined)
    ?? chatters.data?.find((c) => c.userId === userId)?.displayName
    ?? colleagues.data?.find((c) => c.id === userId)?.displayName
    ?? t('messaging.unknownUser');

  const filter = useMemo<ConversationFilter | null>(() => (partner ? { chatterId: partner } : null), [partner]);
  const sending = useSendMessage();

  if (edit) {
    return (
      <MessengerFrame height={settings.height} testId="messenger">
        {settings.showChatters ? <div style={{ width: 220, borderRight: '1px solid #e2e8f0', padding: 10, color: '#4a5568' }}>{t('messaging.chatters')}</div> : null}
        <SampleConversation />
      </MessengerFrame>
    );
  }
  if (!user) return <MessengerFrame height={settings.height} testId="messenger"><SignInNotice /></MessengerFrame>;

  const send = partner ? async (content: string, newest?: { threadId: string }) => {
    const message = await sending.mutateAsync({ toId: partner, content, threadId: newest?.threadId });
    emit('messageSent', message);
  } : undefined;

  return (
    <MessengerFrame height={settings.height} testId="messenger">
      {settings.showChatters && !fromId ? <ChattersList current={partner} onPick={setPicked} /> : null}
      <div style={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
        {settings.showTo && !fromId
          ? <RecipientPicker chosenName={partner ? nameOf(partner) : ''} onPick={setPicked} />
          : partner ? <h3 style={{ margin: 0, padding: 10, fontSize: 15, borderBottom: '1px solid #e2e8f0' }} data-testid="partner-name">{nameOf(partner)}</h3> : null}
        {/* One per partner: another conversation starts scrolled to its newest message, with an empty field. */}
        <Conversation key={partner ?? ''} filter={filter} onlyFrom={fromId || undefined} nameOf={nameOf} send={send}
          idleText={settings.showTo || settings.showChatters ? t('messaging.pickSomeone') : t('messaging.nobodyToWrite')} />
      </div>
    </MessengerFrame>
  );
}

export const MessengerWidget = widgetFromSpec(spec, Messenger);
