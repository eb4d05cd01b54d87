import { useTranslation } from 'react-i18next';
import { noticeStyles } from '../../hooks/styles';

/** The users widgets show people only to signed-in users; a visitor sees this instead. */
export function LoginRequired() {
  const { t } = useTranslation('users');
  return <div data-testid="users-login-required" style={noticeStyles.empty}>{t('loginRequired')}</div>;
}
