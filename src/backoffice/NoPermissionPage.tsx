import { useTranslation } from 'react-i18next';
import { MessagePage } from '../layout/MessagePage';

/** A direct visit to a back-office entry the user may not see. */
export function NoPermissionPage() {
  const { t } = useTranslation('backoffice');
  return (
    <MessagePage
      testId="no-permission"
      title={t('noPermission.title')}
      text={t('noPermission.text')}
      action={{ to: '/backoffice', label: t('noPermission.back') }}
    />
  );
}
