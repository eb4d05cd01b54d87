import { useTranslation } from 'react-i18next';
import { Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { PAGE_SIZES } from './useListParams';

interface PagerProps {
  page: number;
  size: number;
  total: number;
  onPage(page: number): void;
  onSize(size: number): void;
}

/** "Einträge 21–40 von 95", previous/next and the page size. */
export function Pager({ page, size, total, onPage, onSize }: PagerProps) {
  const { t } = useTranslation('backoffice');
  const pages = Math.max(1, Math.ceil(total / size));
  const from = total === 0 ? 0 : (page - 1) * size + 1;
  const to = Math.min(total, page * size);
  return (
    <HStack justify="space-between" wrap="wrap" gap="3" data-testid="pager">
      <Text color="fg.muted" fontSize="sm" data-testid="pager-range">{t('list.range', { from, to, total })}</Text>
      <HStack gap="2">
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field aria-label={t('list.pageSize')} value={size} onChange={(e) => onSize(Number(e.currentTarget.value))}>
            {PAGE_SIZES.map((s) => <option key={s} value={s}>{t('list.perPage', { count: s })}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid="pager-previous">
          {t('list.previous')}
        </Button>
        <Text fontSize="sm" aria-live="polite">{t('list.page', { page, pages })}</Text>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid="pager-next">
          {t('list.next')}
        </Button>
      </HStack>
    </HStack>
  );
}
