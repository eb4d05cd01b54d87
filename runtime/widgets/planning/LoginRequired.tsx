import { useTranslation } from 'react-i18next';
import { noticeStyles } from '../../hooks/styles';

/**
 * Planning (and time and HR, with `namespace` hr) shows the work of signed-in users only; nobody logged in sees
 * this instead: the namespace's `loginRequired` text.
 */
export function LoginRequired({ namespace = 'planning' }: { namespace?: 'planning' | 'hr' }) {
  const { t } = useTranslation(namespace);
  return (
    <div data-testid={`${namespace}-login-required`} style={noticeStyles.empty}>
      {t('loginRequired')}
    </div>
  );
}
