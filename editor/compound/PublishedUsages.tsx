/**
 * Which published applications render this compound widget (docs/publishing.md): live sites keep the compound as
 * it was when they were published, so an author's change reaches each of them only at its next publish. The list
 * says which of them that publish would change (`data-changes`), refreshed after every save of the compound.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getCompoundPublishedUsages } from '../../runtime/api/calls';
import { useEditorStore } from '../store/context';

export function PublishedUsages({ compoundId, refreshKey }: { compoundId: string; refreshKey?: number | null }) {
  const { t } = useTranslation('compound');
  const usages = useQuery({
    queryKey: ['editor', 'compound-published-usages', compoundId, refreshKey ?? null],
    queryFn: () => getCompoundPublishedUsages(compoundId),
    retry: false,
  });
  if (!usages.isSuccess) return null;
  const changing = usages.data.filter((usage) => usage.changes).length;
  return (
    <details data-testid="compound-published-usages" data-count={usages.data.length} data-changing={changing} style={{ fontSize: 12 }}>
      <summary style={{ cursor: 'pointer' }}>
        {usages.data.length === 0 ? t('compound.publishedNone') : t('compound.publishedSummary', { count: usages.data.length, changing })}
      </summary>
      <ul style={{ position: 'absolute', zIndex: 1200, background: '#fff', border: '1px solid #cbd5e0', borderRadius: 4, padding: '6px 12px', margin: '4px 0 0', listStyle: 'none', maxWidth: 420 }}>
        {usages.data.map((usage) => (
          <li key={usage.applicationId} data-testid="compound-published-usage" data-application-id={usage.applicationId} data-changes={usage.changes}>
            {t(usage.changes ? 'compound.publishedWillChange' : 'compound.publishedUpToDate', {
              name: usage.name, domain: usage.domain ?? '–', version: usage.publishedVersion, pinned: usage.pinnedCompoundVersion ?? '–', current: usage.compoundVersion,
            })}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** In the compound editor's toolbar: refreshed whenever a save gives the compound a new version. */
export function PublishedUsagesInToolbar({ compoundId }: { compoundId: string }) {
  const savedVersion = useEditorStore((state) => state.savedVersion);
  return <PublishedUsages compoundId={compoundId} refreshKey={savedVersion} />;
}
