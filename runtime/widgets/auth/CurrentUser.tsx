import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/CurrentUser';
import { useCurrentUser } from '../../auth';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';

export type CurrentUserSettings = SettingsOf<typeof spec.schema>;

/**
 * Two branches: `loggedIn` while a user with a display name is signed in, else `loggedOut`. The editor shows both,
 * one above the other, so both can be edited.
 */
function CurrentUser({ renderSlot }: WidgetProps<CurrentUserSettings>) {
  const user = useCurrentUser();
  if (useRenderMode() === 'edit') {
    return <div>{renderSlot('loggedIn')}{renderSlot('loggedOut')}</div>;
  }
  const loggedIn = Boolean(user?.displayName);
  return <div data-testid="current-user" data-logged-in={loggedIn}>{renderSlot(loggedIn ? 'loggedIn' : 'loggedOut')}</div>;
}

export const CurrentUserWidget = widgetFromSpec(spec, CurrentUser);
