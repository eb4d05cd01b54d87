import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/HasUnreadSystemMessages';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { useUnreadCounts } from '../../messaging/useUnreadCounts';

export type HasUnreadSystemMessagesSettings = SettingsOf<typeof spec.schema>;

/** `hasUnread` while the signed-in user has unread system messages (live), else `noUnread`; the editor shows both. */
function HasUnreadSystemMessages({ renderSlot }: WidgetProps<HasUnreadSystemMessagesSettings>) {
  const edit = useRenderMode() === 'edit';
  const counts = useUnreadCounts(!edit);
  if (edit) return <div>{renderSlot('hasUnread')}{renderSlot('noUnread')}</div>;
  const unread = (counts?.systemMessages ?? 0) > 0;
  return <div data-testid="has-unread-system-messages" data-unread={unread}>{renderSlot(unread ? 'hasUnread' : 'noUnread')}</div>;
}

export const HasUnreadSystemMessagesWidget = widgetFromSpec(spec, HasUnreadSystemMessages);
