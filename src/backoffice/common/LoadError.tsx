import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@chakra-ui/react';
import { isStatus } from './apiError';

/** A failed load: says what failed (a missing permission gets its own text) and offers a retry. */
export function LoadError({ error, onRetry, text }: { error: unknown; onRetry(): void; text?: string }) {
  const { t } = useTranslation('backoffice');
  return (
    <Alert.Root status="error" data-testid="load-error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{isStatus(error, 403) ? t('errors.forbidden') : text ?? t('errors.load')}</Alert.Title>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>{t('common.retry')}</Button>
    </Alert.Root>
  );
}
