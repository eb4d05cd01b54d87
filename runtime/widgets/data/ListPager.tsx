import type { StoreView } from '../../stores';
import { Pager } from '../../ui/Pager';

/** The pages of a data list, shown only when there is more than one. */
export function ListPager({ view }: { view: StoreView<unknown> }) {
  if (view.pageCount <= 1) return null;
  return <Pager page={view.page} pageCount={view.pageCount} onPage={view.setPage} />;
}
