import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/CmsPage';
import type { CmsPage as CmsPageEntity } from '../../../model/api/schemas/cmsPages.js';
import { ApiRequestError } from '../../api/http';
import { cmsPagesApi } from '../../api/resources';
import { ConfigureNotice, EmptyState, ErrorState } from '../../hooks/notices';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { errorText, LoadingState } from '../../stores';
import { sanitizeHtml } from '../basic/sanitize';

export type CmsPageSettings = SettingsOf<typeof spec.schema>;

/** The page by id, else the one whose path is `path`; null when there is none. */
async function loadPage(pageId: string, path: string): Promise<CmsPageEntity | null> {
  if (pageId) {
    try {
      return await cmsPagesApi.getCmsPage(pageId);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) return null;
      throw error;
    }
  }
  const found = await cmsPagesApi.searchCmsPages({ fieldSearches: [{ type: 'string', fieldname: 'path', matcher: 'equals', value: path, caseSensitive: true }], size: 1 });
  return found.elements[0] ?? null;
}

function CmsPage({ settings }: WidgetProps<CmsPageSettings>) {
  const { t } = useTranslation('files');
  const pageId = settings.pageId.trim();
  const path = settings.path.trim().replace(/^\/+|\/+$/g, '');
  const query = useQuery({ queryKey: ['cmspage', pageId, path], queryFn: () => loadPage(pageId, path), enabled: !!(pageId || path), retry: false });
  const html = useMemo(() => (query.data ? sanitizeHtml(query.data.content) : ''), [query.data]);
  if (!pageId && !path) return <ConfigureNotice />;
  if (query.isError) {
    const denied = query.error instanceof ApiRequestError && (query.error.status === 401 || query.error.status === 403);
    return <ErrorState message={t(denied ? 'cms.denied' : 'cms.loadFailed')} details={denied ? undefined : errorText(query.error)} />;
  }
  if (query.data === undefined) return <LoadingState />;
  if (query.data === null) return <EmptyState message={t('cms.notFound')} />;
  return (
    <article data-testid="cms-page">
      {settings.showTitle ? <h1 style={{ marginTop: 0 }}>{query.data.title}</h1> : null}
      {/* Sanitised above: no scripts, handlers or unsafe addresses reach the page. */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}

export const CmsPageWidget = widgetFromSpec(spec, CmsPage);
