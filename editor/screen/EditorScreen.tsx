/**
 * `/editor/apps/{appId}?page={path}`: fetches the application and opens the editor on it, or says why it
 * cannot (not found, no permission, a document the load pipeline refuses). This module stays small: the
 * workspace (widgets, panels, drag and drop) starts loading right after the application's request has gone
 * out, and arrives while it runs. In that order, since evaluating the workspace's code holds the main thread for
 * a while, and the request should not wait for that.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ApplicationDocument } from '../../model/document/types';
import { ApiRequestError } from '../../runtime/api/http';
import type { WidgetRegistry } from '../../runtime/registry/registry';
import { ScreenMessage } from './ScreenMessage';
import { useApplicationDocument } from './useApplicationDocument';

let workspaceModule: Promise<typeof import('./LoadedWorkspace')> | null = null;
const loadWorkspace = () => (workspaceModule ??= import('./LoadedWorkspace'));
const LoadedWorkspace = lazy(loadWorkspace);

/** Fetches the workspace's code ahead (the start-up does, when the web app opens on the editor). */
export function preloadWorkspace(): Promise<void> {
  return loadWorkspace().then(() => undefined);
}

/** Fetches the code of the widgets on the page `raw` opens on (`page`: the `?page=` path), with the workspace's. */
export function preloadPageWidgets(raw: ApplicationDocument, page: string | undefined): Promise<void> {
  return loadWorkspace().then((module) => module.preloadPageWidgets(raw, page));
}

export default function EditorScreen({ registry }: { registry?: WidgetRegistry }) {
  const { t } = useTranslation('editor');
  const { appId = '' } = useParams();
  const [params] = useSearchParams();
  const query = useApplicationDocument(appId);
  // After the query's own subscription (declared before): the request is sent first.
  useEffect(() => void loadWorkspace(), []);
  const loading = <ScreenMessage testId="editor-loading" text={t('screen.loading')} />;
  if (query.isPending) return loading;
  if (query.isError) {
    const status = query.error instanceof ApiRequestError ? query.error.status : null;
    const reason = status === 404 ? t('screen.notFound') : status === 403 ? t('screen.forbidden') : t('screen.failed', { message: query.error.message });
    return <ScreenMessage testId="editor-error" alert text={reason} onRetry={() => void query.refetch()} />;
  }
  return (
    <Suspense fallback={loading}>
      <LoadedWorkspace
        key={`${appId}:${query.dataUpdatedAt}`}
        raw={query.data}
        registry={registry}
        initialPage={params.get('page') ?? undefined}
        onRetry={() => void query.refetch()}
      />
    </Suspense>
  );
}
