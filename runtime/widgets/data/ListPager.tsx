import { Pager, type StoreView } from '../../stores';

/** The pages of a data list, shown only when there is more than one. */
export function ListPager({ view }: { view: StoreView<unknown> }) {
  if (view.pageCount <= 1) return null;
  return <Pager paging={{ page: view.page, pageCount: view.pageCount, setPage: view.setPage, slice: (items) => [...items] }} />;
}
