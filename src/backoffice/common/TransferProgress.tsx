import { useTranslation } from 'react-i18next';
import { Button, HStack, Progress, Text } from '@chakra-ui/react';

/**
 * A running export or import: rows done of the total as a bar and as text, and the button that cancels it
 * (`data-testid=csv-progress`, `csv-cancel`).
 */
export function TransferProgress({ label, done, total, onCancel }: { label: string; done: number; total: number | null; onCancel(): void }) {
  const { t } = useTranslation('backoffice');
  const text = total === null ? t('csv.progressUnknown', { done }) : t('csv.progress', { done, total });
  return (
    <HStack gap="3" data-testid="csv-progress" data-done={done} data-total={total ?? ''} role="status" aria-live="polite">
      <Progress.Root value={total ? Math.min(100, (done / total) * 100) : null} flex="1" maxWidth="sm" size="sm" aria-label={label}>
        <Progress.Track><Progress.Range /></Progress.Track>
      </Progress.Root>
      <Text fontSize="sm">{label}: {text}</Text>
      <Button size="xs" variant="outline" onClick={onCancel} data-testid="csv-cancel">{t('common.cancel')}</Button>
    </HStack>
  );
}
