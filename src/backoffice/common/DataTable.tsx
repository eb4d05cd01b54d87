import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { Box, Button, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import type { Page } from '../../../model/api/schemas';
import { LoadError } from './LoadError';
import { Pager } from '../../../runtime/ui/Pager';
import { PAGE_SIZES, toggledSort, type ListParams } from './useListParams';

export interface Column<T> {
  key: string;
  header: string;
  render(row: T): ReactNode;
  /** The field the server sorts by when the header is clicked. */
  sortField?: string;
  align?: 'start' | 'end';
}

interface DataTableProps<T> {
  /** Names the table for tests and assistive technology: `${testId}-table`, rows `${testId}-row`. */
  testId: string;
  label: string;
  columns: Column<T>[];
  query: UseQueryResult<Page<T>>;
  params: ListParams;
  onParams(patch: Partial<ListParams>): void;
  emptyText: string;
}

/**
 * One list screen's table with the states every list has: loading, failed (with retry), empty, and the rows with
 * sortable headers and a pager. Used by every back-office list so they all behave alike.
 */
export function DataTable<T extends { id: string }>({ testId, label, columns, query, params, onParams, emptyText }: DataTableProps<T>) {
  const { t } = useTranslation('backoffice');
  const sortState = (field?: string) => {
    if (!field) return undefined;
    if (params.sort === field) return 'ascending' as const;
    if (params.sort === `-${field}`) return 'descending' as const;
    return 'none' as const;
  };

  if (query.isPending) return <Spinner role="status" aria-label={t('common.loading')} data-testid={`${testId}-loading`} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const page = query.data;
  return (
    <Stack gap="4" aria-busy={query.isFetching} opacity={query.isPlaceholderData ? 0.6 : 1} transition="opacity 0.15s">
      {page.elements.length === 0 ? (
        <Text color="fg.muted" data-testid={`${testId}-empty`}>{emptyText}</Text>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" variant="line" interactive aria-label={label} data-testid={`${testId}-table`}>
            <Table.Header>
              <Table.Row>
                {columns.map((column) => (
                  <Table.ColumnHeader key={column.key} textAlign={column.align} aria-sort={sortState(column.sortField)}>
                    {column.sortField ? (
                      <Button
                        variant="plain"
                        size="sm"
                        paddingX="0"
                        fontWeight="semibold"
                        onClick={() => onParams({ sort: toggledSort(params.sort, column.sortField!) })}
                        data-testid={`sort-${column.sortField}`}
                      >
                        {column.header}
                        {/* icons, not glyphs that need a font; the order itself is told by aria-sort */}
                        {sortState(column.sortField) === 'ascending' && <ArrowUp size={12} aria-hidden />}
                        {sortState(column.sortField) === 'descending' && <ArrowDown size={12} aria-hidden />}
                      </Button>
                    ) : column.header}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {page.elements.map((row) => (
                <Table.Row key={row.id} data-testid={`${testId}-row`} data-id={row.id}>
                  {columns.map((column) => (
                    <Table.Cell key={column.key} textAlign={column.align} data-column={column.key}>{column.render(row)}</Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <Pager
        page={params.page}
        pageCount={Math.ceil(page.totalElements / params.size)}
        onPage={(p) => onParams({ page: p })}
        sizing={{ size: params.size, total: page.totalElements, sizes: PAGE_SIZES, onSize: (s) => onParams({ size: s }) }}
      />
    </Stack>
  );
}
