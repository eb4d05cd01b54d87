import { test, expect, login } from './fixtures';

// The login flow of the web app in a real browser against the real server (routes and test hooks,
// docs/architecture.md).
const email = () => process.env.E2E_ADMIN_EMAIL!;
const password = () => process.env.E2E_ADMIN_PASSWORD!;

test('a wrong password shows an error and stays on /login', async ({ page }) => {
  await page.goto('/login');
  await page.locator('input[name=email]').fill(email());
  await page.locator('input[name=password]').fill('definitely-not-the-password');
  await page.locator('button[type=submit]').click();
  await expect(page.getByTestId('login-error')).toBeVisible();
  await expect(page.getByTestId('login-error')).toContainText('E-Mail-Adresse oder Passwort ist falsch');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('button[type=submit]')).toBeEnabled();
});

test('the admin logs in, lands on /editor and sees their name; logout returns to the login', async ({ page, request }) => {
  const response = await request.post('/api/auth/login', { data: { email: email(), password: password() } });
  const { user } = await response.json();

  await login(page, email(), password());
  await expect(page).toHaveURL(/\/editor$/);
  await expect(page.getByTestId('user-name')).toHaveText(user.displayName);
  // both sections of the overview finished loading (their content is checked in editor-home.spec.ts)
  await expect(page.getByTestId('projects')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('applications')).toHaveAttribute('aria-busy', 'false');

  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('input[name=email]')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('baukasten.session'))).toBeNull();

  // the session is really gone: the editor sends the user back to the login
  await page.goto('/editor');
  await expect(page).toHaveURL(/\/login\?redirect=%2Feditor$/);
});

test('a protected route without session redirects to /login and returns there after login', async ({ page }) => {
  await page.goto('/backoffice/pim/products');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fbackoffice%2Fpim%2Fproducts$/);
  await page.locator('input[name=email]').fill(email());
  await page.locator('input[name=password]').fill(password());
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/\/backoffice\/pim\/products$/);
  await expect(page.locator('[data-testid=nav-entry][data-path="pim/products"]')).toBeVisible();

  await page.goto('/editor/apps/some-app');
  await expect(page.getByTestId('editor-error')).toBeVisible();
  await page.goto('/editor/no/such/page');
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('the language switch changes visible texts and is remembered after reload', async ({ page }) => {
  await page.goto('/login');
  const submit = page.locator('button[type=submit]');
  await expect(submit).toHaveText('Anmelden');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');

  await page.getByTestId('language-switch').selectOption('en_us');
  await expect(submit).toHaveText('Sign in');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

  await page.reload();
  await expect(submit).toHaveText('Sign in');
  await expect(page.getByTestId('language-switch')).toHaveValue('en_us');

  // after login the chosen language holds in the editor too, and can be switched there
  await login(page, email(), password());
  await expect(page.getByTestId('logout')).toHaveText('Log out');
  await page.getByTestId('language-switch').selectOption('fr_fr');
  await expect(page.getByTestId('logout')).toHaveText('Se déconnecter');
  await page.reload();
  await expect(page.getByTestId('logout')).toHaveText('Se déconnecter');
});

// A screen whose code arrives after the first render shows the loading spinner, and React then holds the screen back
// until 300 ms after the spinner appeared: the start-up fetches the screen of the address before it renders
// (src/app/AppRoutes.tsx, preloadRouteOf). Reloads, so the code comes from the browser's cache as a builder's does.
test('a direct visit to the login, the editor overview and a back-office screen shows no loading spinner before the screen', async ({ page, loginAsAdmin }) => {
  await page.addInitScript(() => {
    const seen = () => document.querySelector('[data-testid=route-loading]') !== null && ((window as unknown as { routeSpinner: boolean }).routeSpinner = true);
    new MutationObserver(seen).observe(document, { subtree: true, childList: true });
  });
  const spinnerShown = () => page.evaluate(() => (window as unknown as { routeSpinner?: boolean }).routeSpinner === true);

  await page.goto('/login');
  await page.reload();
  await expect(page.locator('input[name=email]')).toBeVisible();
  expect(await spinnerShown()).toBe(false);

  await loginAsAdmin();
  for (const [path, screen] of [['/editor', 'applications'], ['/backoffice/pim/products', 'products-table']] as const) {
    await page.goto(path);
    await expect(page.getByTestId(screen)).toBeVisible();
    await page.reload();
    await expect(page.getByTestId(screen)).toBeVisible();
    expect(await spinnerShown(), path).toBe(false);
  }
});
