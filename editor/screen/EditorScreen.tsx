/**
 * `/editor/apps/{appId}?page={path}`: fetches the application and opens the editor on it, or says why it
 * cannot (not found, no permission, a document the load pipeline refuses). This module stays small: the
 * workspace (widgets, panels, drag and drop) starts loading right after the application's request has gone
 * out, and arrives while it runs. In that order, since evaluating the workspace's code holds the main thread for
 * a while, and the request should not wait for that.
 */
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ApplicationDocument } from '../../model/document/types';
import { ApiRequestError } from '../../runtime/api/http';
import type { WidgetRegistry } from '../../runtime/registry/registry';
import { ScreenMessage } from './ScreenMessage';
import { useApplicationDocument } from './useApplicationDocument';
import { loadWorkspace, preloadPageWidgets } from './workspaceCode';

/** The workspace's code for one read of the application, once it and the opened page's widget code are there. */
type ReadyWorkspace =
  | { data: ApplicationDocument; LoadedWorkspace: typeof import('./LoadedWorkspace').default }
  | { data: ApplicationDocument; failure: unknown };

/**
 * Waits for the workspace's code and the page's widget code before the workspace renders, instead of letting it
 * suspend: a suspended first render shows the loading fallback, and React then holds the finished workspace back
 * until 300 ms after that fallback appeared (its throttle for revealing suspended content): 60-90 ms of a small
 * page's open were that wait (docs/editor.md, "Opening fast").
 */
function useReadyWorkspace(data: ApplicationDocument | undefined, page: string | undefined, ownRegistry: boolean) {
  const [ready, setReady] = useState<ReadyWorkspace | null>(null);
  // A retry after a failed load tries again with the same read (a refetch of an unchanged application keeps its object).
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!data) return;
    let current = true;
    // a widget whose code fails to load shows that in its own place
    const widgets = ownRegistry ? undefined : preloadPageWidgets(data, page).catch(() => {});
    Promise.all([loadWorkspace(), widgets]).then(
      ([module]) => current && setReady((shown) => (shown?.data === data && 'LoadedWorkspace' in shown ? shown : { data, LoadedWorkspace: module.default })),
      (error: unknown) => {
        if (current) setReady({ data, failure: error }); // a retry imports again (workspaceCode.ts)
      },
    );
    return () => {
      current = false;
    };
  }, [data, page, ownRegistry, attempt]);
  return { workspace: ready?.data === data ? ready : null, retry: () => setAttempt((count) => count + 1) };
}

export default function EditorScreen({ registry }: { registry?: WidgetRegistry }) {
  const { t } = useTranslation('editor');
  const { appId = '' } = useParams();
  const [params] = useSearchParams();
  const query = useApplicationDocument(appId);
  const initialPage = params.get('page') ?? undefined;
  // After the query's own subscription (declared before): the request is sent first.
  useEffect(() => void loadWorkspace(), []);
  const { workspace, retry } = useReadyWorkspace(query.data, initialPage, registry !== undefined);
  const loading = <ScreenMessage testId="editor-loading" text={t('screen.loading')} />;
  if (query.isPending) return loading;
  if (query.isError) {
    const status = query.error instanceof ApiRequestError ? query.error.status : null;
    const reason = status === 404 ? t('screen.notFound') : status === 403 ? t('screen.forbidden') : t('screen.failed', { message: query.error.message });
    return <ScreenMessage testId="editor-error" alert text={reason} onRetry={() => void query.refetch()} />;
  }
  if (!workspace) return loading;
  if ('failure' in workspace) {
    const message = workspace.failure instanceof Error ? workspace.failure.message : String(workspace.failure);
    return <ScreenMessage testId="editor-error" alert text={t('screen.failed', { message })} onRetry={retry} />;
  }
  const { LoadedWorkspace } = workspace;
  return (
    <LoadedWorkspace
      key={`${appId}:${query.dataUpdatedAt}`}
      raw={workspace.data}
      registry={registry}
      initialPage={initialPage}
      onRetry={() => void query.refetch()}
    />
  );
}
