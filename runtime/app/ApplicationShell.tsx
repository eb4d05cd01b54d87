import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetRegistry } from '../registry/registry';
import { noticeStyles } from '../hooks/styles';
import { preloadableLazy } from '../hooks/preloadableLazy';
import { PageLive } from './pageLive';
import type { ApplicationViewProps } from './ApplicationView';
import type { ApplicationLoadState } from './useApplicationLoad';

// The renderer with the document layer (ajv, schemas, migrations) loads while the application is fetched: asked
// for as soon as the shell's code runs, not when the application has arrived (which would add a round trip).
const ApplicationView = preloadableLazy<ApplicationViewProps>(() => import('./ApplicationView').then((module) => ({ default: module.ApplicationView })));
void ApplicationView.preload();

/** Resolves when the application view renders without suspending (a server-rendered page hydrates after it). */
export const preloadApplicationView = (): Promise<void> => ApplicationView.preload();

type ShellProps = { state: ApplicationLoadState; registry: WidgetRegistry | null } & Omit<ApplicationViewProps, 'application' | 'registry'>;

/**
 * What a visitor sees for each load state: nothing while loading or after a failed start (the console has
 * the error), 'Es wurde keine App gefunden für die aktuelle Domain' when there is no application, that it is not
 * published yet when its application was never published, else the app
 * (once the widget registry, which may load separately, is there).
 */
export function ApplicationShell({ state, registry, ...view }: ShellProps) {
  const { t } = useTranslation('runtime');
  if (state.status === 'missing') {
    return (
      <div data-testid="no-app-for-domain" style={{ ...noticeStyles.unknown, margin: 24 }}>
        {t('app.noAppForDomain')}
        <PageLive />
      </div>
    );
  }
  if (state.status === 'unpublished') {
    return (
      <div data-testid="app-not-published" role="status" style={{ ...noticeStyles.unknown, margin: 24 }}>
        <strong>{t('app.notPublishedTitle')}</strong>
        <p style={{ margin: '8px 0 0' }}>{t('app.notPublished')}</p>
        <PageLive />
      </div>
    );
  }
  // Nothing to show yet: nothing the server rendered is kept either (it renders ready pages only).
  if (state.status !== 'ready' || !registry) return <PageLive />;
  return (
    <Suspense fallback={null}>
      <ApplicationView application={state.application} registry={registry} {...view} />
      <PageLive />
    </Suspense>
  );
}
