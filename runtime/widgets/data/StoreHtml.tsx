import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/StoreHtml';
import { useRouteParams } from '../../app/navigation';
import { EmptyState, ErrorState } from '../../hooks/notices';
import { useTemplate } from '../../hooks/useTemplate';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { errorText, LoadingState, UnknownStore, useStoreEntity } from '../../stores';
import { sanitizeHtml } from '../basic/sanitize';
import { valueAt } from './cellText';
import { storeNameOf } from './dataSource';

export type StoreHtmlSettings = SettingsOf<typeof spec.schema>;

/** No store, or no id (setting or route parameter): nothing at all; an unknown store says so; no HTML: 'No html defined'. */
function StoreHtml({ id, settings }: WidgetProps<StoreHtmlSettings>) {
  const { t } = useTranslation('data');
  const params = useRouteParams();
  const configured = useTemplate(id, settings.entityId.trim());
  const entityId = configured && !configured.includes('{') ? configured : (params[settings.routeParam.trim()] ?? '');
  const store = storeNameOf(settings);
  const result = useStoreEntity(store, entityId || null);
  const html = valueAt(result.entity, settings.property.trim() || 'html');
  const safe = useMemo(() => (typeof html === 'string' && html.trim() ? sanitizeHtml(html) : ''), [html]);
  if (!store || !entityId) return null;
  if (result.status === 'unknown') return <UnknownStore name={result.name} />;
  if (result.status === 'error') return <ErrorState details={errorText(result.error)} />;
  if (result.status !== 'success') return <LoadingState />;
  if (!safe) return <EmptyState message={t('storeHtml.noHtml')} />;
  return <div data-testid="store-html" dangerouslySetInnerHTML={{ __html: safe }} />;
}

export const StoreHtmlWidget = widgetFromSpec(spec, StoreHtml);
