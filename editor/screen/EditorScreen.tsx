/**
 * `/editor/apps/{appId}?page={path}`: loads the application and opens the editor on it, or says why it
 * cannot (not found, no permission, a document the pipeline refuses).
 */
import { useParams, useSearchParams, Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { WidgetRegistry } from '../../runtime/registry/registry';
import { ApiRequestError } from '../../runtime/api/http';
import { editorRegistry } from './editorRegistry';
import { EditorWorkspace } from './EditorWorkspace';
import { useApplicationDocument } from './useApplicationDocument';

const messageStyle = { maxWidth: 560, margin: '80px auto', padding: 24, fontSize: 15, textAlign: 'center' } as const;

export default function EditorScreen({ registry = editorRegistry }: { registry?: WidgetRegistry }) {
  const { t } = useTranslation('editor');
  const { appId = '' } = useParams();
  const [params] = useSearchParams();
  const query = useApplicationDocument(appId);
  if (query.isPending) {
    return (
      <div data-testid="editor-loading" role="status" style={messageStyle}>
        {t('screen.loading')}
      </div>
    );
  }
  if (query.isError) {
    const status = query.error instanceof ApiRequestError ? query.error.status : null;
    const reason = status === 404 ? t('screen.notFound') : status === 403 ? t('screen.forbidden') : t('screen.failed', { message: query.error.message });
    return (
      <div data-testid="editor-error" role="alert" style={messageStyle}>
        <p>{reason}</p>
        <p style={{ marginTop: 16 }}>
          <button type="button" onClick={() => void query.refetch()} style={{ marginRight: 12, textDecoration: 'underline' }}>
            {t('screen.retry')}
          </button>
          <Link to="/editor" style={{ textDecoration: 'underline' }}>
            {t('toolbar.overview')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <EditorWorkspace
      key={`${appId}:${query.dataUpdatedAt}`}
      document={query.data.document}
      version={query.data.version}
      registry={registry}
      initialPage={params.get('page') ?? undefined}
    />
  );
}
