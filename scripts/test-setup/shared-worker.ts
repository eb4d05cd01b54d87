import { currentTestFile } from './testFile';

// A worker runs many test files one after the other and keeps the modules loaded between them (vitest.config.ts,
// `isolate: false`). What a file changed in the modules' state is put back to how a fresh page starts before the
// next file runs: nobody logged in, the API on this origin without tenant or reseller, the interface in German.
// (Each file still gets a new jsdom window; modules that keep something of a window key it by that window.)
// The server's tests use none of these modules.
if (!currentTestFile().ofServer) {
  const [{ useSession }, { configureApi }, { default: i18next }, { DEFAULT_LANGUAGE }] = await Promise.all([
    import('../../runtime/auth/useSession'),
    import('../../runtime/api/http'),
    import('i18next'),
    import('../../runtime/i18n'),
  ]);
  useSession.setState({ user: null }); // its subscriber also undoes the session's tenant in the API's settings
  configureApi({ baseUrl: '/api', tenantId: undefined, resellerId: undefined, token: undefined, translate: undefined, language: undefined });
  if (i18next.isInitialized && i18next.language !== DEFAULT_LANGUAGE) await i18next.changeLanguage(DEFAULT_LANGUAGE);
}
