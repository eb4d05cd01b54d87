import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/StoreProperty';
import { ErrorState } from '../../hooks/notices';
import { noticeStyles } from '../../hooks/styles';
import { useTemplate } from '../../hooks/useTemplate';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { errorText, LoadingState, useStoreEntity } from '../../stores';
import { cellText, valueAt } from './cellText';
import { storeNameOf } from './dataSource';

export type StorePropertySettings = SettingsOf<typeof spec.schema>;

function StoreProperty({ id, settings }: WidgetProps<StorePropertySettings>) {
  const { t, i18n } = useTranslation('data');
  const entityId = useTemplate(id, settings.entityId.trim());
  const store = storeNameOf(settings);
  const property = settings.property.trim();
  const result = useStoreEntity(store, entityId && !entityId.includes('{') ? entityId : null);
  const words = useMemo(() => ({ yes: t('table.yes'), no: t('table.no') }), [t]);
  if (!store || !entityId || !property) return <div data-testid="configure-notice" style={noticeStyles.configure}>{t('storeProperty.configure')}</div>;
  if (result.status === 'unknown') return <div data-testid="empty-state" style={noticeStyles.empty}>{t('storeProperty.noStore')}</div>;
  if (result.status === 'error') return <ErrorState message={t('storeProperty.failed')} details={errorText(result.error)} />;
  if (result.status !== 'success') return <LoadingState />;
  return <span data-testid="store-property">{cellText(valueAt(result.entity, property), property, words, i18n.language)}</span>;
}

export const StorePropertyWidget = widgetFromSpec(spec, StoreProperty);
