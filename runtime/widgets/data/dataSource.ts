import { useMemo } from 'react';
import { dataStoreName } from '../../stores';
import { useSocketInput } from '../../sockets/hooks';

/**
 * Where a data widget's records come from and how they are narrowed: the store (its `store` setting, else the
 * store of its `dataType`), the saved filter of its settings plus whatever arrives on its `filter` input (a form
 * input's value, a page context variable), and free text from its `search` input.
 */
export interface DataSourceSettings {
  store?: string;
  dataType?: string;
  filter?: unknown;
}

export interface DataSource {
  /** '' when neither store nor data type is set (the widget asks to be configured). */
  storeName: string;
  filters: unknown[];
  text: string;
}

export function storeNameOf(settings: DataSourceSettings): string {
  const store = settings.store?.trim();
  if (store) return store;
  const type = settings.dataType?.trim();
  return type ? dataStoreName(type) : '';
}

export function useDataSource(id: string, settings: DataSourceSettings): DataSource {
  const filterInput = useSocketInput<unknown>(id, 'filter');
  const searchInput = useSocketInput<unknown>(id, 'search');
  const text = typeof searchInput === 'string' || typeof searchInput === 'number' ? String(searchInput) : '';
  const filters = useMemo(() => [settings.filter, filterInput], [settings.filter, filterInput]);
  return { storeName: storeNameOf(settings), filters, text };
}
