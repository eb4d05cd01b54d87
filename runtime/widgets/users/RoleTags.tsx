import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/RoleTags';
import { searchRoles } from '../../api/resources';
import { useCurrentUser } from '../../auth';
import { ErrorState } from '../../hooks/notices';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { errorText, LoadingState } from '../../stores';
import { useUserIdOf } from './userData';

export type RoleTagsSettings = SettingsOf<typeof spec.schema>;

/**
 * The names of the roles whose userIds contain a user (the `userId` input or setting, else the signed-in user), as
 * tags sorted by name: a search of /roles (ROLES_READ). 'Keine Rollen' when the user is in none.
 */
function RoleTags({ id, settings }: WidgetProps<RoleTagsSettings>) {
  const { t } = useTranslation('users');
  const me = useCurrentUser();
  const userId = useUserIdOf(id, settings.userId) || me?.id || '';
  const roles = useQuery({
    queryKey: ['store', 'roles', 'of', userId],
    queryFn: () => searchRoles({ fieldSearches: [{ type: 'id', fieldname: 'userIds', matcher: 'in', value: [userId] }], size: 1000, sort: 'name' }),
    enabled: !!userId,
    staleTime: Infinity,
  });
  if (!me) return null;
  if (roles.isError) return <ErrorState message={t('roleTags.loadFailed')} details={errorText(roles.error)} />;
  if (!roles.data) return <LoadingState />;
  if (roles.data.elements.length === 0) return <span data-testid="role-tags-empty" style={{ fontSize: 13, color: '#4a5568' }}>{t('roleTags.empty')}</span>;
  return (
    <ul data-testid="role-tags" aria-label={t('roleTags.label')} style={{ margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 6 }}>
      {roles.data.elements.map((role) => (
        <li key={role.id} data-testid="role-tag" style={{ listStyle: 'none', padding: '2px 10px', borderRadius: 999, background: '#ebf8ff', color: '#2c5282', fontSize: 13 }}>
          {role.name}
        </li>
      ))}
    </ul>
  );
}

export const RoleTagsWidget = widgetFromSpec(spec, RoleTags);
