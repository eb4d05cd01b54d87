import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/Avatar';
import { useCurrentUser } from '../../auth';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useSocketInput } from '../../sockets/hooks';
import { useTemplate } from '../../hooks/useTemplate';
import { UserAvatar } from './UserAvatar';
import { avatarUrlOf, useColleagues } from './userData';

export type AvatarSettings = SettingsOf<typeof spec.schema>;

interface Shown { displayName?: unknown; profile?: { avatarUrl?: unknown } }

/**
 * A person's picture in one of five sizes (xs to xl, md by default), or their initials: the user of the `user`
 * input, else the user whose id the `userId` setting names (placeholders read the page), else the signed-in user.
 * Names and pictures of others come from the colleague list every signed-in user may read.
 */
function Avatar({ id, settings }: WidgetProps<AvatarSettings>) {
  const me = useCurrentUser();
  const input = useSocketInput<Shown>(id, 'user');
  const wanted = useTemplate(id, settings.userId.trim());
  const userId = /[{}]/.test(wanted) ? '' : wanted;
  const fromInput = input && typeof input === 'object' ? input : null;
  const colleagues = useColleagues(!fromInput && !!me);
  const targetId = userId || me?.id;
  const user: Shown | null | undefined = fromInput ?? colleagues.data?.find((c) => c.id === targetId) ?? (targetId === me?.id ? me : null);
  const name = typeof user?.displayName === 'string' ? user.displayName : '';
  return <UserAvatar name={name} url={avatarUrlOf(user as never)} size={settings.size} />;
}

export const AvatarWidget = widgetFromSpec(spec, Avatar);
