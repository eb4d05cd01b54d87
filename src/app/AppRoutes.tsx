import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireSession } from '../auth/RequireSession';
import { AppLayout } from '../layout/AppLayout';

// Pages load on demand: a visitor of a published application never downloads the login or editor screens.
const LoginPage = lazy(() => import('../auth/LoginPage'));
const EditorHomePage = lazy(() => import('../home/EditorHomePage'));
const EditorScreen = lazy(() => import('../../editor/screen/EditorScreen'));
const CompoundScreen = lazy(() => import('../../editor/screen/CompoundScreen'));
const BackofficePage = lazy(() => import('../backoffice/BackofficePage'));
const NotFoundPage = lazy(() => import('../layout/NotFoundPage'));
const PreviewRoute = lazy(() => import('../shell/PreviewRoute'));
const PublishedAppRoute = lazy(() => import('../shell/PublishedAppRoute'));

/** The routes of the web interface (docs/architecture.md, Fixed interfaces). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route element={<RequireSession />}>
        {/* The editor fills the window with its own toolbar (no app header). */}
        <Route path="/editor/apps/:appId" element={<EditorScreen />} />
        <Route path="/editor/compounds/:compoundId" element={<CompoundScreen />} />
        <Route element={<AppLayout />}>
          <Route path="/editor" element={<EditorHomePage />} />
          <Route path="/editor/*" element={<NotFoundPage />} />
          <Route path="/backoffice/*" element={<BackofficePage />} />
        </Route>
      </Route>
      <Route path="/apps/preview/:appId/*" element={<PreviewRoute />} />
      <Route path="*" element={<PublishedAppRoute />} />
    </Routes>
  );
}
