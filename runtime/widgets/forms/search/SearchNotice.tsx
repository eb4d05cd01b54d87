import { useTranslation } from 'react-i18next';
import type { StoreResult } from '../../../stores';

/** How many records the search found, announced politely to screen readers; nothing while loading or failed. */
export function ResultCount({ result }: { result: StoreResult<unknown> }) {
  const { t } = useTranslation('inputs');
  const text = result.status === 'success' ? t('search.results', { count: result.total }) : result.status === 'error' ? t('search.failed') : '';
  return (
    <div aria-live="polite" data-testid="search-result-count" style={{ fontSize: 12, opacity: 0.8, minHeight: 16 }}>
      {text}
    </div>
  );
}
