import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/SystemMessagesContainer';
import type { SystemMessage } from '../../api/messaging';
import { useCurrentUser } from '../../auth';
import { formatDateTime } from '../../format';
import { useMarkSystemMessagesRead, useSystemMessages } from '../../messaging/useSystemMessages';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { errorStyle } from '../auth/formStyles';

export type SystemMessagesContainerSettings = SettingsOf<typeof spec.schema>;

const linkButton = { background: 'none', border: 'none', padding: 0, color: '#2b6cb0', cursor: 'pointer', fontSize: 13 } as const;

function SystemMessageItem({ message, onRead, busy }: { message: SystemMessage; onRead?: () => void; busy: boolean }) {
  const { t, i18n } = useTranslation('messaging');
  return (
    <li data-testid="system-message" data-read={message.read} style={{
      padding: '10px 12px', borderRadius: 8, border: '1px solid #e2e8f0', background: message.read ? '#ffffff' : '#ebf8ff',
      display: 'flex', flexDirection: 'column', gap: 4,
    }}>
      <div style={{ display: 'flex', alignItems: 'baseline', gap: 8 }}>
        <strong style={{ flex: 1, fontWeight: message.read ? 500 : 700 }}>{message.title}</strong>
        {message.read ? null : <span style={{ fontSize: 11, fontWeight: 700, color: '#2b6cb0', textTransform: 'uppercase' }}>{t('messaging.system.unread')}</span>}
        <span style={{ fontSize: 12, color: '#718096' }}>{formatDateTime(message.createdAt, i18n.language)}</span>
      </div>
      <p style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.content}</p>
      {onRead ? <button type="button" style={{ ...linkButton, alignSelf: 'flex-start' }} disabled={busy} onClick={onRead}>{t('messaging.system.markRead')}</button> : null}
    </li>
  );
}

/**
 * The tenant's system messages for the signed-in user, newest first, unread ones highlighted; each can be marked
 * read, or all at once. New ones and read states of other pages arrive live (the page's event stream).
 */
function SystemMessagesContainer({ settings }: WidgetProps<SystemMessagesContainerSettings>) {
  const { t } = useTranslation('messaging');
  const edit = useRenderMode() === 'edit';
  const user = useCurrentUser();
  const list = useSystemMessages(settings.pageSize, !edit);
  const marking = useMarkSystemMessagesRead();

  if (edit) {
    const sample: SystemMessage = { id: 'sample', fromId: '', title: t('messaging.system.sample'), content: t('messaging.sample.theirs'), createdAt: Date.UTC(2026, 0, 1, 9), read: false };
    return <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="system-messages"><SystemMessageItem message={sample} busy /></ul>;
  }
  if (!user) return <p data-testid="system-messages-logged-out" style={{ color: '#4a5568' }}>{t('messaging.system.loggedOut')}</p>;
  if (list.isPending) return <p role="status" style={{ color: '#4a5568' }}>{t('messaging.loading')}</p>;
  if (list.isError) return <p role="alert" style={errorStyle} data-testid="system-messages-error">{t('messaging.system.loadFailed')}</p>;
  if (list.messages.length === 0) return <p style={{ color: '#4a5568' }} data-testid="system-messages-empty">{t('messaging.system.empty')}</p>;

  const anyUnread = list.messages.some((m) => !m.read);
  return (
    <section aria-label={t('messaging.system.list')} data-testid="system-messages" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {anyUnread ? (
        <button type="button" style={{ ...linkButton, alignSelf: 'flex-end' }} disabled={marking.isPending} onClick={() => marking.mutate(undefined)}
          data-testid="mark-all-read">
          {t('messaging.system.markAllRead')}
        </button>
      ) : null}
      {marking.isError ? <p role="alert" style={errorStyle}>{t('messaging.system.markFailed')}</p> : null}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
        {list.messages.map((message) => (
          <SystemMessageItem key={message.id} message={message} busy={marking.isPending}
            onRead={message.read ? undefined : () => marking.mutate([message.id])} />
        ))}
      </ul>
      {list.hasNextPage ? (
        <button type="button" style={{ ...linkButton, alignSelf: 'center' }} disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t('messaging.system.more')}
        </button>
      ) : null}
    </section>
  );
}

export const SystemMessagesContainerWidget = widgetFromSpec(spec, SystemMessagesContainer);
