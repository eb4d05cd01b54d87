import { useTranslation } from 'react-i18next';
import { noticeStyles } from '../../hooks/styles';

/** Planning shows the work of signed-in users only; nobody logged in sees this instead. */
export function LoginRequired() {
  const { t } = useTranslation('planning');
  return (
    <div data-testid="planning-login-required" style={noticeStyles.empty}>
      {t('loginRequired')}
    </div>
  );
}
