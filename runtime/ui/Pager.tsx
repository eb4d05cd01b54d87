/**
 * The one paging control of the product: previous, the page numbers (with ellipses when there are many) and
 * next, shared by the paged widgets, the editor and the back-office lists. Lists whose size the server
 * knows also get "Einträge 21–40 von 95" and the page-size choice. Keyboard and screen-reader behaviour come
 * from Chakra's Pagination; the texts are in the `ui` namespace.
 */
import { ButtonGroup, HStack, IconButton, NativeSelect, Pagination, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export interface PagerSizing {
  /** Entries per page and all entries. */
  size: number;
  total: number;
  /** The page sizes to choose from. */
  sizes: readonly number[];
  onSize(size: number): void;
}

export interface PagerProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPage(page: number): void;
  /** For lists paged by the server: shows the range of entries and the page-size choice. */
  sizing?: PagerSizing;
}

export function Pager({ page, pageCount, onPage, sizing }: PagerProps) {
  const { t } = useTranslation('ui');
  const pages = Math.max(1, pageCount);
  const from = sizing ? (sizing.total === 0 ? 0 : (page - 1) * sizing.size + 1) : 0;
  const to = sizing ? Math.min(sizing.total, page * sizing.size) : 0;
  return (
    <HStack justify={sizing ? 'space-between' : 'center'} wrap="wrap" gap="3" marginTop={sizing ? undefined : '4'}>
      {sizing && (
        <Text color="fg.muted" fontSize="sm" data-testid="pager-range" aria-live="polite">
          {t('pager.range', { from, to, total: sizing.total })}
        </Text>
      )}
      <Pagination.Root
        data-testid="pager"
        count={pages}
        pageSize={1}
        page={Math.min(Math.max(1, page), pages)}
        onPageChange={(details) => onPage(details.page)}
        translations={{
          rootLabel: t('pager.label'),
          prevTriggerLabel: t('pager.previous'),
          nextTriggerLabel: t('pager.next'),
          itemLabel: ({ page: n, totalPages }) => t('pager.page', { page: n, pageCount: totalPages }),
        }}
      >
        <ButtonGroup variant="outline" size="sm" gap="1" wrap="wrap">
          <Pagination.PrevTrigger asChild>
            <IconButton data-testid="pager-previous">
              <ChevronLeft aria-hidden />
            </IconButton>
          </Pagination.PrevTrigger>
          <Pagination.Items
            render={(item) => (
              <IconButton data-testid="pager-page" variant={{ base: 'outline', _selected: 'solid' }}>
                {item.value}
              </IconButton>
            )}
          />
          <Pagination.NextTrigger asChild>
            <IconButton data-testid="pager-next">
              <ChevronRight aria-hidden />
            </IconButton>
          </Pagination.NextTrigger>
        </ButtonGroup>
      </Pagination.Root>
      {sizing && (
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field aria-label={t('pager.pageSize')} value={sizing.size} onChange={(e) => sizing.onSize(Number(e.currentTarget.value))}>
            {sizing.sizes.map((s) => (
              <option key={s} value={s}>
                {t('pager.perPage', { count: s })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </HStack>
  );
}
