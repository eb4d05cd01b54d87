// @vitest-environment jsdom
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { useSession } from '../../runtime/auth';
import { renderApp } from '../testing/renderApp';
import { loadAppRegistry } from '../shell/runtimeSetup';
import { earlyApplicationKey, takeEarlyRequest } from '../../runtime/api/earlyRequest';
import { prefetchRouteData } from './AppRoutes';

// Routing and the login guard. The pages shown here load no data; the start-up session check of the fake
// session below cannot reach a server in this test and keeps the session, as it would when offline.
const user = { id: 'u1', tenantId: 't1', displayName: 'Ada Admin', primaryEmail: 'ada@example.com', permissions: [] };

function currentPath(): string {
  return screen.getByTestId('location').textContent ?? '';
}

// The published application's route starts loading every widget's code, and the editor screen its workspace and
// widget list while the application's request runs; let them finish before the test environment is torn down, or
// the late import fails there (or lands in the next test file of this worker, vitest.config.ts).
afterAll(() =>
  Promise.allSettled([loadAppRegistry(), import('../../editor/screen/LoadedWorkspace'), import('../../editor/screen/pageWidgets')]).then(() => undefined),
  60_000,
);

describe('routes', () => {
  beforeEach(() => useSession.getState().clear());
  afterEach(() => {
    cleanup();
    useSession.getState().clear();
  });

  it('sends a visitor without a session from the editor to the login, remembering where they wanted to go', async () => {
    renderApp('/editor/apps/a1?page=shop');
    expect(await screen.findByTestId('login-form')).toBeTruthy();
    expect(document.querySelector('input[name=email]')).toBeTruthy();
    expect(document.querySelector('input[name=password]')).toBeTruthy();
    expect(document.querySelector('button[type=submit]')?.textContent).toBe('Anmelden');
    expect(currentPath()).toBe('/login?redirect=%2Feditor%2Fapps%2Fa1%3Fpage%3Dshop');
  });

  it('guards the back-office too', async () => {
    renderApp('/backoffice/pim/products');
    expect(await screen.findByTestId('login-form')).toBeTruthy();
    expect(currentPath()).toBe('/login?redirect=%2Fbackoffice%2Fpim%2Fproducts');
  });

  it('leaves the published application and the preview open to everybody', async () => {
    for (const path of ['/shop/products', '/apps/preview/a1/start']) {
      renderApp(path);
      await waitFor(() => expect(screen.queryByLabelText('Wird geladen …')).toBeNull());
      expect(currentPath()).toBe(path);
      expect(screen.queryByTestId('login-form')).toBeNull();
      cleanup();
    }
  });

  it('reads nothing ahead for a visitor without a session', () => {
    prefetchRouteData('/editor/apps/a9');
    expect(takeEarlyRequest(earlyApplicationKey('a9'))).toBeUndefined();
  });

  describe('with a session', () => {
    beforeEach(() => useSession.setState({ user }));

    it('starts reading the application as the web app starts on its editor, and nothing for other paths', async () => {
      prefetchRouteData('/backoffice/pim/products');
      prefetchRouteData('/editor/compounds/c1');
      expect(takeEarlyRequest(earlyApplicationKey('c1'))).toBeUndefined();
      prefetchRouteData('/editor/apps/a7');
      const early = takeEarlyRequest(earlyApplicationKey('a7'));
      expect(early).toBeDefined();
      // no server in this test: the read fails, for the editor screen to show
      await expect(early).rejects.toBeTruthy();
    });

    it('opens the editor for an application (full window, without the app header)', async () => {
      renderApp('/editor/apps/a1');
      // No server here: the editor says that the application could not be loaded.
      expect(await screen.findByTestId('editor-error', {}, { timeout: 15_000 })).toBeTruthy();
      expect(screen.queryByTestId('user-name')).toBeNull();
    });

    it('shows a not-found page for unknown editor and back-office routes', async () => {
      renderApp('/editor/nothing/here');
      expect((await screen.findByTestId('not-found')).textContent).toContain('/editor/nothing/here');
      cleanup();
      renderApp('/backoffice/no-such-entry');
      expect((await screen.findByTestId('not-found')).textContent).toContain('Seite nicht gefunden');
    });

    it('shows the back-office on its entry paths', async () => {
      renderApp('/backoffice/checkin/visitors');
      expect(await screen.findByTestId('backoffice-nav')).toBeTruthy();
      expect(await screen.findByRole('heading', { name: 'Besucher' }, { timeout: 15_000 })).toBeTruthy();
    });

    it('leaves /login for the redirect target when already logged in', async () => {
      renderApp('/login?redirect=%2Fbackoffice%2Fcalendars');
      expect(await screen.findByTestId('backoffice')).toBeTruthy();
      expect(currentPath()).toBe('/backoffice/calendars');
      expect(screen.queryByTestId('login-form')).toBeNull();
    });
  });
});
