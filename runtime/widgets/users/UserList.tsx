import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/UserList';
import { useCurrentUser } from '../../auth';
import { EmptyState, ErrorState } from '../../hooks/notices';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { useEmit } from '../../sockets/hooks';
import { errorText, LoadingState, pageCountOf } from '../../stores';
import { Pager } from '../../ui/Pager';
import { LoginRequired } from './LoginRequired';
import { listStyle, UserRow } from './UserRow';
import { avatarUrlOf, useUsersPage } from './userData';

export type UserListSettings = SettingsOf<typeof spec.schema>;

/**
 * The tenant's users, newest first (sorted by id descending), `entries` per page (1, 3, 5, 10, 15, 20 or 25; 3 by
 * default) with a pager over the server's total. Reading users needs TENANT_ADMIN; others see the server's refusal.
 * A click on a user emits `userClicked` with the user.
 */
function UserList({ id, settings }: WidgetProps<UserListSettings>) {
  const { t } = useTranslation('users');
  const me = useCurrentUser();
  const mode = useRenderMode();
  const emit = useEmit<'userClicked'>(id);
  const [page, setPage] = useState(1);
  const users = useUsersPage(page, settings.entries, '-id');
  if (!me) return <LoginRequired />;
  if (users.isError) return <ErrorState message={t('loadFailed')} details={errorText(users.error)} />;
  if (!users.data) return <LoadingState />;
  if (users.data.totalElements === 0) return <EmptyState message={t('userList.empty')} />;
  const pageCount = pageCountOf(users.data.totalElements, settings.entries);
  return (
    <div data-testid="user-list">
      <ul style={listStyle}>
        {users.data.elements.map((user) => (
          <UserRow key={user.id} name={user.displayName} avatarUrl={avatarUrlOf(user)} detail={settings.showEmail ? user.primaryEmail : undefined}
            onClick={mode === 'edit' ? undefined : () => emit('userClicked', user)} />
        ))}
      </ul>
      <div data-testid="user-total" style={{ fontSize: 13, color: '#4a5568', marginTop: 6 }}>{t('userList.total', { count: users.data.totalElements })}</div>
      {pageCount > 1 ? <Pager page={page} pageCount={pageCount} onPage={setPage} /> : null}
    </div>
  );
}

export const UserListWidget = widgetFromSpec(spec, UserList);
