import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { initI18n } from '../../runtime/i18n';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/AppRoutes';

/** Shows where the router is, so tests can check redirects. */
function LocationProbe() {
  const location = useLocation();
  return <output hidden data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders the real routes at `path` with the app's providers, in the default language (German). */
export function renderApp(path: string) {
  initI18n();
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
      <LocationProbe />
    </MemoryRouter>,
  );
}

/** Renders one component inside the app's providers (Chakra, Query, i18n) and a router. */
export function renderInApp(ui: ReactNode, path = '/') {
  initI18n();
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders>{ui}</AppProviders>
      <LocationProbe />
    </MemoryRouter>,
  );
}
