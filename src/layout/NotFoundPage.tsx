import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MessagePage } from './MessagePage';

/** Unknown sub-routes of the editor and the back-office. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const home = pathname.startsWith('/backoffice') ? '/backoffice' : '/editor';
  return (
    <MessagePage
      testId="not-found"
      title={t('notFound.title')}
      text={t('notFound.text', { path: pathname })}
      action={{ to: home, label: t('notFound.back') }}
    />
  );
}
