import { useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ApiRequestError } from '../../runtime/api/http';
import { useSession } from '../../runtime/auth';
import { ApplicationShell } from '../../runtime/app/ApplicationShell';
import { useApplicationLoad } from '../../runtime/app/useApplicationLoad';
import { VIEW_MODE, type RenderExtensions } from '../../runtime/render/extensions';
import { useAppRegistry } from './runtimeSetup';

const EDIT_MODE: RenderExtensions = Object.freeze({ mode: 'edit' });

/**
 * /apps/preview/{appId}/{path}: the builder's view of an application, read with their token; links stay
 * under the preview base path; ?editMode=true turns edit mode on. Without a valid login the builder is sent
 * to the login page and comes back here.
 */
export default function PreviewRoute() {
  const { appId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const userId = useSession((state) => state.user?.id);
  const here = location.pathname + location.search;
  const state = useApplicationLoad(`preview:${appId}:${userId ?? ''}`, () =>
    import('../../runtime/app/loadApplication').then((module) => module.loadPreviewApplication(appId)).catch((error: unknown) => {
      if (error instanceof ApiRequestError && error.status === 401) navigate(`/login?redirect=${encodeURIComponent(here)}`, { replace: true });
      throw error;
    }),
  );
  const registry = useAppRegistry({ allCode: true });
  const editMode = new URLSearchParams(location.search).get('editMode') === 'true';
  const extensions = useMemo(() => (editMode ? EDIT_MODE : VIEW_MODE), [editMode]);
  return (
    <ApplicationShell
      state={state}
      registry={registry}
      basePath={`/apps/preview/${encodeURIComponent(appId)}`}
      pathname={location.pathname}
      search={location.search}
      navigate={navigate}
      extensions={extensions}
    />
  );
}
