import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/LastNewUserRegistrations';
import { useCurrentUser } from '../../auth';
import { formatDate } from '../../format';
import { EmptyState, ErrorState } from '../../hooks/notices';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { useEmit } from '../../sockets/hooks';
import { errorText, LoadingState } from '../../stores';
import { LoginRequired } from './LoginRequired';
import { listStyle, UserRow } from './UserRow';
import { avatarUrlOf, useUsersPage } from './userData';

export type LastNewUserRegistrationsSettings = SettingsOf<typeof spec.schema>;

/**
 * The `entries` newest users (1, 3, 5, 10, 15, 20 or 25; 3 by default): GET /users sorted by -createdAt, the id
 * breaking ties, each with the day it registered. Needs TENANT_ADMIN like every read of users with e-mails.
 */
function LastNewUserRegistrations({ id, settings }: WidgetProps<LastNewUserRegistrationsSettings>) {
  const { t, i18n } = useTranslation('users');
  const me = useCurrentUser();
  const mode = useRenderMode();
  const emit = useEmit<'userClicked'>(id);
  const users = useUsersPage(1, settings.entries, '-createdAt,-id');
  if (!me) return <LoginRequired />;
  if (users.isError) return <ErrorState message={t('loadFailed')} details={errorText(users.error)} />;
  if (!users.data) return <LoadingState />;
  if (users.data.elements.length === 0) return <EmptyState message={t('registrations.empty')} />;
  return (
    <ul data-testid="last-registrations" style={listStyle}>
      {users.data.elements.map((user) => (
        <UserRow key={user.id} name={user.displayName} avatarUrl={avatarUrlOf(user)}
          detail={t('registrations.registeredAt', { date: formatDate(user.createdAt, i18n.language) })}
          onClick={mode === 'edit' ? undefined : () => emit('userClicked', user)} />
      ))}
    </ul>
  );
}

export const LastNewUserRegistrationsWidget = widgetFromSpec(spec, LastNewUserRegistrations);
