import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfigureNotice, EmptyState, ErrorState } from '../hooks/notices';
import { noticeStyles } from '../hooks/styles';
import type { StoreResult } from './useStore';

/**
 * The states every store-backed widget shows the same way: no store named is a configuration problem ("please
 * configure"), a name no store has says 'No store found for name {name}', then loading, a failure (with the
 * server's message), an empty result, or the widget's own content.
 */
export function StoreState({ result, empty, children }: { result: StoreResult<unknown>; empty?: string; children: ReactNode }) {
  const { t } = useTranslation('stores');
  if (result.status === 'unknown') return <UnknownStore name={result.name} />;
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

/** No store chosen yet: the configure notice; a name no store has: the error naming it. */
export function UnknownStore({ name }: { name: string }) {
  const { t } = useTranslation('stores');
  if (!name.trim()) return <ConfigureNotice details={t('unknownStore')} />;
  return <ErrorState message={t('noStore', { name })} />;
}
