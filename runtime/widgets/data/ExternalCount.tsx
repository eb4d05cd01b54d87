import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/ExternalCount';
import { externalUrl, personalAuth } from '../../api/external';
import { ConfigureNotice, ErrorState } from '../../hooks/notices';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { LoadingState } from '../../stores';
import { valueAt } from './cellText';
import { countText } from './countValue';
import { useCountUp } from './useCountUp';

export type ExternalCountSettings = SettingsOf<typeof spec.schema>;

async function fetchNumber(url: string, property: string, personal: boolean): Promise<number> {
  const auth = personal ? personalAuth(url) : { headers: {}, credentials: 'omit' as const };
  const init: RequestInit = { headers: { Accept: 'application/json', ...auth.headers }, credentials: auth.credentials };
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  const value = valueAt(await response.json(), property);
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) throw new NoNumber();
  return number;
}

class NoNumber extends Error {}

function ExternalCount({ settings }: WidgetProps<ExternalCountSettings>) {
  const { t } = useTranslation('data');
  const url = externalUrl(settings.externalDataSourceUrl);
  const property = settings.propertyName.trim();
  const query = useQuery({
    queryKey: ['external-count', url, property, settings.usePersonalToken],
    queryFn: () => fetchNumber(url!, property, settings.usePersonalToken),
    enabled: !!url && !!property,
    staleTime: 60_000,
    retry: false,
  });
  const shown = useCountUp(query.data, settings.enableCountUp);
  if (!url || !property) return <ConfigureNotice />;
  if (query.isError) {
    return query.error instanceof NoNumber
      ? <ErrorState message={t('externalCount.noNumber', { property })} />
      : <ErrorState message={t('externalCount.failed')} details={query.error instanceof Error ? query.error.message : undefined} />;
  }
  if (shown === undefined) return <LoadingState />;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      {settings.title ? <span data-testid="count-title" style={{ fontSize: 14, color: '#4a5568' }}>{settings.title}</span> : null}
      <span data-testid="count-value" data-value={query.data} style={{ fontSize: 32, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{countText(shown, false)}</span>
    </div>
  );
}

export const ExternalCountWidget = widgetFromSpec(spec, ExternalCount);
