import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '../layout/MessagePage';
import NotFoundPage from '../layout/NotFoundPage';
import { isBackofficePath } from './entryPaths';

/** `/backoffice/*` until the back-office arrives (later issue): known entry paths say so, others are not found. */
export default function BackofficePlaceholderPage() {
  const { t } = useTranslation();
  const entry = useParams()['*'] ?? '';
  if (!isBackofficePath(entry)) return <NotFoundPage />;
  return <MessagePage testId="backoffice-placeholder" title={t('backofficePlaceholder.title')} text={t('backofficePlaceholder.text')} />;
}
