import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfigureNotice, EmptyState, ErrorState } from '../hooks/notices';
import { noticeStyles } from '../hooks/styles';
import type { StoreResult } from './useStore';

/**
 * The states every store-backed widget shows the same way: an unknown store is a configuration problem, then
 * loading, a failure (with the server's message), an empty result, or the widget's own content.
 */
export function StoreState({ result, empty, children }: { result: StoreResult<unknown>; empty?: string; children: ReactNode }) {
  const { t } = useTranslation('stores');
  if (result.status === 'unknown') return <ConfigureNotice details={t('unknownStore')} />;
  if (result.status === 'loading') return <LoadingState />;
  if (result.status === 'error') return <ErrorState message={t('loadFailed')} details={errorText(result.error)} />;
  if (result.elements.length === 0) return <EmptyState message={empty} />;
  return <>{children}</>;
}

export function LoadingState() {
  const { t } = useTranslation('stores');
  return (
    <div data-testid="loading-state" role="status" aria-busy="true" style={noticeStyles.empty}>
      {t('loading')}
    </div>
  );
}

export function errorText(error: unknown): string | undefined {
  return error instanceof Error ? error.message : error ? String(error) : undefined;
}
