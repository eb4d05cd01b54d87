import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/RoleRestrictedContainer';
import { ApiRequestError } from '../../api/http';
import { getRoleMembership } from '../../api/calls';
import { useCurrentUser } from '../../auth';
import { ConfigureNotice } from '../../hooks/notices';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { SlotFrame } from '../layout/SlotFrame';

export type RoleRestrictedContainerSettings = SettingsOf<typeof spec.schema>;

/**
 * Its `children` only for users in the role `roleId` names (the signed-in user's id in the role's userIds; asked
 * with GET /roles/{id}/membership, so members need no right to read roles). Nobody signed in, another user, an
 * unknown role (logged as an error) or a failed check: nothing. In the editor the content shows, framed, so the
 * builder can fill it.
 */
function RoleRestrictedContainer({ settings, renderSlot }: WidgetProps<RoleRestrictedContainerSettings>) {
  const { t } = useTranslation('users');
  const me = useCurrentUser();
  const mode = useRenderMode();
  const roleId = settings.roleId.trim();
  const membership = useQuery({
    queryKey: ['roleMembership', roleId, me?.id ?? null],
    queryFn: () => getRoleMembership(roleId),
    enabled: !!roleId && !!me && mode !== 'edit',
    retry: false,
    staleTime: 60_000,
  });
  const unknownRole = membership.error instanceof ApiRequestError && membership.error.status === 404;
  useEffect(() => {
    if (unknownRole) console.error(`RoleRestrictedContainer: no role with the id "${roleId}"; its content stays hidden`);
  }, [unknownRole, roleId]);

  if (mode === 'edit') {
    if (!roleId) return <ConfigureNotice />;
    return <SlotFrame slot="children" label={t('restricted.editLabel', { roleId })}>{renderSlot('children')}</SlotFrame>;
  }
  if (!roleId || membership.data?.member !== true) return null;
  return <div data-testid="role-restricted-content">{renderSlot('children')}</div>;
}

export const RoleRestrictedContainerWidget = widgetFromSpec(spec, RoleRestrictedContainer);
