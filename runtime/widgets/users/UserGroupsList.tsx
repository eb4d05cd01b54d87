import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/UserGroupsList';
import { getUserGroups } from '../../api/resources';
import { useCurrentUser } from '../../auth';
import { EmptyState, ErrorState } from '../../hooks/notices';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { useEmit } from '../../sockets/hooks';
import { errorText, LoadingState } from '../../stores';
import { UserAvatar } from './UserAvatar';
import { avatarUrlOf, useColleagues, USER_GROUPS_KEY } from './userData';

export type UserGroupsListSettings = SettingsOf<typeof spec.schema>;

/**
 * The tenant's user groups by name (GET /usergroups, USERGROUPS_READ), each with its number of members and, with
 * `showMembers`, their avatars and names from the colleague list. A click on a group emits `groupClicked`.
 */
function UserGroupsList({ id, settings }: WidgetProps<UserGroupsListSettings>) {
  const { t } = useTranslation('users');
  const me = useCurrentUser();
  const mode = useRenderMode();
  const emit = useEmit<'groupClicked'>(id);
  const groups = useQuery({ queryKey: [...USER_GROUPS_KEY, 'all'], queryFn: () => getUserGroups({ size: 1000, sort: 'name' }), enabled: !!me, staleTime: Infinity });
  const colleagues = useColleagues(!!me && settings.showMembers);
  if (!me) return null;
  if (groups.isError) return <ErrorState message={t('groups.loadFailed')} details={errorText(groups.error)} />;
  if (!groups.data) return <LoadingState />;
  if (groups.data.elements.length === 0) return <EmptyState message={t('groups.empty')} />;
  const byId = new Map((colleagues.data ?? []).map((c) => [c.id, c]));
  return (
    <ul data-testid="user-groups" style={{ margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
      {groups.data.elements.map((group) => (
        <li key={group.id} data-testid="user-group" style={{ listStyle: 'none', border: '1px solid #e2e8f0', borderRadius: 6, padding: 8 }}>
          <button type="button" onClick={() => mode !== 'edit' && emit('groupClicked', group)}
            style={{ border: 'none', background: 'transparent', padding: 0, font: 'inherit', cursor: 'pointer', display: 'flex', gap: 8, alignItems: 'baseline' }}>
            <strong data-testid="group-name">{group.name}</strong>
            <span data-testid="group-count" style={{ fontSize: 13, color: '#4a5568' }}>{t('groups.members', { count: group.userIds.length })}</span>
          </button>
          {settings.showMembers && group.userIds.length > 0 ? (
            <ul style={{ margin: '6px 0 0', padding: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
              {group.userIds.map((userId) => {
                const member = byId.get(userId);
                const name = member?.displayName ?? t('groups.unknownMember');
                return (
                  <li key={userId} data-testid="group-member" style={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 4, fontSize: 13 }}>
                    <UserAvatar name={name} url={avatarUrlOf(member)} size="xs" />
                    <span data-testid="member-name">{name}</span>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export const UserGroupsListWidget = widgetFromSpec(spec, UserGroupsList);
