import { useContext } from 'react';
import { useNavigate, useLocation } from 'react-router-dom';
import { ApplicationShell } from '../../runtime/app/ApplicationShell';
import { getApplicationByDomain } from '../../runtime/app/applicationApi';
import { answerWidgetTypes } from '../../runtime/app/pageWidgetTypes';
import { hasStoredApplication } from '../../runtime/app/storedApplication';
import { useApplicationLoad } from '../../runtime/app/useApplicationLoad';
import { PUBLISHED_MODE } from '../../runtime/render/extensions';
import { PublishedPageContext } from './publishedPage';
import { applyTenantOf, loadAppRegistry, useAppRegistry } from './runtimeSetup';

/**
 * Every path the web app does not own: the application published on this domain (or the one stored in the
 * browser), with the content entry matching the path. Rendered for visitors: no builder notices. A page the server
 * rendered provides its application and registry (PublishedPageContext), so it shows from the first render.
 */
export default function PublishedAppRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const published = useContext(PublishedPageContext);
  const hostname = published?.domain ?? globalThis.location.hostname;
  const registry = useAppRegistry({ ready: published?.registry });
  const state = useApplicationLoad(`domain:${hostname}`, () => {
    // The domain's version is asked for at once, while the load pipeline's code arrives (not one round trip after
    // it); an application kept in browser storage starts without asking.
    const answer = hasStoredApplication() ? undefined : getApplicationByDomain(hostname);
    answer?.catch(() => {}); // awaited below once the pipeline is there; a failure is reported there
    // The page's widget code is fetched as soon as the answer names it, while the pipeline still runs.
    if (answer) {
      const path = location.pathname;
      void Promise.all([loadAppRegistry(), answer]).then(([loaded, raw]) => loaded.preload(answerWidgetTypes(raw, path))).catch(() => {}); // the view reports missing code
    }
    return import('../../runtime/app/loadApplication').then((module) => module.loadPublishedApplication(hostname, answer)).then(applyTenantOf);
  }, published?.application);
  return (
    <ApplicationShell state={state} registry={registry} basePath="" pathname={location.pathname} search={location.search} navigate={navigate} extensions={PUBLISHED_MODE} />
  );
}
