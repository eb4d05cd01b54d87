import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/UnreadMessagesCount';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { useUnreadCounts } from '../../messaging/useUnreadCounts';

export type UnreadMessagesCountSettings = SettingsOf<typeof spec.schema>;

/** The signed-in user's unread messages (and system messages, if set) as a badge, updated live; nothing while 0. */
function UnreadMessagesCount({ settings }: WidgetProps<UnreadMessagesCountSettings>) {
  const { t } = useTranslation('messaging');
  const edit = useRenderMode() === 'edit';
  const counts = useUnreadCounts(!edit);
  const count = edit ? 3 : (counts?.messages ?? 0) + (settings.includeSystemMessages ? counts?.systemMessages ?? 0 : 0);
  if (count === 0) return null;
  return (
    <span data-testid="unread-messages-count" aria-label={t('messaging.unreadCount', { count })} title={t('messaging.unreadCount', { count })}
      style={{ display: 'inline-block', minWidth: 20, height: 20, padding: '0 6px', borderRadius: 10, background: '#e53e3e', color: '#ffffff',
        fontSize: 12, fontWeight: 700, lineHeight: '20px', textAlign: 'center', boxSizing: 'border-box' }}>
      {count}
    </span>
  );
}

export const UnreadMessagesCountWidget = widgetFromSpec(spec, UnreadMessagesCount);
