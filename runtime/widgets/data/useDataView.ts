import { useStoreView, type StoreView } from '../../stores';
import { useDataSource, type DataSourceSettings } from './dataSource';

/** The paged view of a data widget's store: its source (store, filters, text) and its page size setting. */
export function useDataView<T = Record<string, unknown>>(id: string, settings: DataSourceSettings & { pageSize: number }): StoreView<T> {
  const source = useDataSource(id, settings);
  return useStoreView<T>(source.storeName, { filters: source.filters, text: source.text, pageSize: settings.pageSize });
}
