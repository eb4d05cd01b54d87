import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureApi } from '../runtime/api/http';
import { installPopstateFirst } from '../runtime/app/popstateFirst';
import { initI18n, loadLanguage, storedLanguage } from '../runtime/i18n';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import { followLanguage } from './app/documentLanguage';
import { loadRuntimeConfig } from './app/runtimeConfig';

// Start-up order matters: the API address before any call (the session module configures token and tenant on
// import; API_URL may move the API elsewhere, which runtime-config tells), translations before the first render
// so no raw keys flash.
configureApi({ baseUrl: '/api' });
installPopstateFirst(); // before the router, so the editor's leave guard can hold back/forward (see there)
await loadLanguage(storedLanguage());
followLanguage(initI18n());
await loadRuntimeConfig();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>,
);
