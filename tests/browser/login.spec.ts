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
