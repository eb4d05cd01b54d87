import { useNavigate, useLocation } from 'react-router-dom';
import { ApplicationShell } from '../../runtime/app/ApplicationShell';
import { loadPublishedApplication } from '../../runtime/app/loadApplication';
import { useApplicationLoad } from '../../runtime/app/useApplicationLoad';
import { appRegistry, applyTenantOf } from './runtimeSetup';

/**
 * Every path the web app does not own: the application published on this domain (or the one stored in the
 * browser), with the content entry matching the path.
 */
export default function PublishedAppRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const hostname = globalThis.location.hostname;
  const state = useApplicationLoad(`domain:${hostname}`, () => loadPublishedApplication(hostname).then(applyTenantOf));
  return (
    <ApplicationShell state={state} registry={appRegistry} basePath="" pathname={location.pathname} search={location.search} navigate={navigate} />
  );
}
