import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/RandomJoke';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { ConfigureNotice, ErrorState } from '../../hooks/notices';
import { LoadingState } from '../../stores';
import { useRenderMode } from '../../render/extensions';
import { buttonStyle } from '../theme';
import { externalUrl } from '../../api/external';

export type RandomJokeSettings = SettingsOf<typeof spec.schema>;

/** A failed answer: its status text is what the visitor reads after 'Could not load joke:'. */
class JokeFailed extends Error {}
/** An answer without a joke in `value`. */
class NoJoke extends Error {}

async function fetchJoke(url: string): Promise<string> {
  let response: Response;
  try {
    // no cookies and no token: the joke service is somebody else's
    response = await fetch(url, { headers: { Accept: 'application/json' }, credentials: 'omit' });
  } catch (error) {
    throw new JokeFailed(error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw new JokeFailed(response.statusText || String(response.status));
  const body = (await response.json().catch(() => null)) as { value?: unknown } | null;
  if (typeof body?.value !== 'string' || !body.value.trim()) throw new NoJoke();
  return body.value;
}

/** One joke per load; "Noch einer" asks again (also in edit mode: it changes nothing but the shown text). */
function RandomJoke({ settings }: WidgetProps<RandomJokeSettings>) {
  const { t } = useTranslation('actions');
  const editing = useRenderMode() === 'edit';
  const url = externalUrl(settings.url ?? '');
  const query = useQuery({ queryKey: ['random-joke', url], queryFn: () => fetchJoke(url!), enabled: !!url, retry: false, staleTime: Infinity, gcTime: 0 });
  if (!url) return <ConfigureNotice />;
  return (
    <figure style={{ margin: 0, display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'flex-start' }}>
      {query.isError ? (
        <ErrorState message={`${t('randomJoke.failed')} ${query.error instanceof NoJoke ? t('randomJoke.noJoke') : query.error.message}`} />
      ) : query.isPending ? (
        <LoadingState />
      ) : (
        <blockquote data-testid="joke" style={{ margin: 0, fontStyle: 'italic' }}>{query.data}</blockquote>
      )}
      {settings.showNextButton ? (
        <button type="button" disabled={query.isFetching} style={buttonStyle('outline', 'primary', 'sm', query.isFetching)} onClick={() => !editing && void query.refetch()}>
          {t('randomJoke.next')}
        </button>
      ) : null}
    </figure>
  );
}

export const RandomJokeWidget = widgetFromSpec(spec, RandomJoke);
