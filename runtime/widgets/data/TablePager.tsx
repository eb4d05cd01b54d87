import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { DATA_PAGE_SIZE_OPTIONS } from '../../../widget-schemas/dataSettings';
import type { StoreView } from '../../stores';
import { ListPager } from './ListPager';

const bar: CSSProperties = { display: 'flex', gap: 12, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', fontSize: 13, color: '#4a5568' };

/** Under a paged table: which records are shown of how many, the page size (10, 25, 50, 100) and the pages. */
export function TablePager({ view }: { view: StoreView<unknown> }) {
  const { t } = useTranslation('data');
  const { page, pageSize, result } = view;
  const from = result.total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, result.total);
  return (
    <div data-testid="table-pager" style={bar}>
      <span data-testid="table-range">{t('table.range', { from, to, total: result.total })}</span>
      <label style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
        {t('table.pageSize')}
        <select data-testid="page-size" value={pageSize} onChange={(event) => view.setPageSize(Number(event.target.value))}>
          {DATA_PAGE_SIZE_OPTIONS.map((size) => <option key={size} value={size}>{size}</option>)}
        </select>
      </label>
      <ListPager view={view} />
    </div>
  );
}
