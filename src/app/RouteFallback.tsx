import { useTranslation } from 'react-i18next';
import { Center, Spinner } from '@chakra-ui/react';

/** Shown while a page's code loads. */
export function RouteFallback() {
  const { t } = useTranslation();
  return (
    <Center minHeight="50vh" data-testid="route-loading">
      <Spinner size="lg" role="status" aria-label={t('app.loading')} />
    </Center>
  );
}
