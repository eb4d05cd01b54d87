import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Paging } from './paging';

const bar: CSSProperties = { display: 'flex', gap: 4, justifyContent: 'center', alignItems: 'center', flexWrap: 'wrap', marginTop: 16 };
const button = (current: boolean, disabled = false): CSSProperties => ({
  minWidth: 32,
  height: 32,
  padding: '0 8px',
  borderRadius: 4,
  border: '1px solid #cbd5e0',
  background: current ? '#2b6cb0' : '#ffffff',
  color: current ? '#ffffff' : '#1a202c',
  cursor: disabled ? 'not-allowed' : 'pointer',
  opacity: disabled ? 0.5 : 1,
});

/** Previous, the page numbers, next. Shared by every paged widget (texts in the `stores` namespace). */
export function Pager({ paging }: { paging: Paging }) {
  const { t } = useTranslation('stores');
  const { page, pageCount, setPage } = paging;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <nav data-testid="pager" aria-label={t('pager.label')} style={bar}>
      <button type="button" data-testid="pager-previous" aria-label={t('pager.previous')} disabled={page <= 1} style={button(false, page <= 1)} onClick={() => setPage(page - 1)}>
        ‹
      </button>
      {pages.map((n) => (
        <button
          key={n}
          type="button"
          data-testid="pager-page"
          aria-label={t('pager.page', { page: n, pageCount })}
          aria-current={n === page ? 'page' : undefined}
          style={button(n === page)}
          onClick={() => setPage(n)}
        >
          {n}
        </button>
      ))}
      <button type="button" data-testid="pager-next" aria-label={t('pager.next')} disabled={page >= pageCount} style={button(false, page >= pageCount)} onClick={() => setPage(page + 1)}>
        ›
      </button>
    </nav>
  );
}
