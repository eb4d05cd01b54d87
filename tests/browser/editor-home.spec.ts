import { test, expect } from './fixtures';

// The builder's overview at /editor: the demo project seeded on first start and the applications of the tenant.
test('the overview lists the demo project and an application, which opens in the editor', async ({ page, request, loginAsAdmin }) => {
  const session = await (await request.post('/api/auth/login', {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
  })).json();
  const headers = { Authorization: `Bearer ${session.token}` };
  const projects = await (await request.get('/api/projects', { headers })).json();
  const demo = projects.elements.find((p: { name: string }) => p.name === 'Demo-Projekt');
  expect(demo).toBeTruthy();
  const name = `Overview app ${Date.now()}`;
  const created = await request.post('/api/applications', {
    headers,
    data: {
      name, projectId: demo.id, domain: `overview-${Date.now()}.example`, schemaVersion: 1, defaultLocale: 'de_de',
      content: [{ path: '', title: 'Start', authenticationRequired: false,
        widget: { id: 'w1', type: 'FlexboxContainer', version: 1, settings: {}, slots: {} }, socketConnections: [] }],
    },
  });
  expect(created.status()).toBe(201);
  const app = await created.json();

  await loginAsAdmin();
  await expect(page.getByTestId('project-item').filter({ hasText: 'Demo-Projekt' })).toBeVisible();
  const item = page.locator(`[data-testid=application-item][data-app-id="${app.id}"]`);
  await expect(item).toContainText(name);
  await expect(item).toContainText('Demo-Projekt');
  await expect(page.getByTestId('projects-error')).toHaveCount(0);
  await expect(page.getByTestId('applications-error')).toHaveCount(0);

  await item.getByTestId('open-editor').click();
  await expect(page).toHaveURL(new RegExp(`/editor/apps/${app.id}$`));
});

test('the overview follows the language switch', async ({ page, loginAsAdmin }) => {
  await loginAsAdmin();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihre Projekte und Anwendungen');
  await page.getByTestId('language-switch').selectOption('es_es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sus proyectos y aplicaciones');
  await expect(page.getByRole('heading', { level: 2, name: 'Proyectos' })).toBeVisible();
});
