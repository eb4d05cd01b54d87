import { useTranslation } from 'react-i18next';
import { MessagePage } from '../layout/MessagePage';

/** Entries of the navigation whose screens are still to come (visitors, events, calendars, devices, ...). */
export function ComingSoonPage({ title }: { title: string }) {
  const { t } = useTranslation('backoffice');
  return <MessagePage testId="coming-soon" title={title} text={t('comingSoon.text')} />;
}
