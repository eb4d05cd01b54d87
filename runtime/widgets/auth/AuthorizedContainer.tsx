import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/AuthorizedContainer';
import { holdsPermissions, useCurrentUser } from '../../auth';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';

export type AuthorizedContainerSettings = SettingsOf<typeof spec.schema>;

/**
 * Its children only for signed-in users, and with `permissions` only for those holding every one of them (a staff
 * entry in a shop's navigation, hidden from shoppers). The editor always shows them, so they can be edited.
 */
function AuthorizedContainer({ settings, renderSlot }: WidgetProps<AuthorizedContainerSettings>) {
  const user = useCurrentUser();
  const edit = useRenderMode() === 'edit';
  if (!edit && !holdsPermissions(user, settings.permissions)) return null;
  return <div data-testid="authorized-content">{renderSlot('children')}</div>;
}

export const AuthorizedContainerWidget = widgetFromSpec(spec, AuthorizedContainer);
