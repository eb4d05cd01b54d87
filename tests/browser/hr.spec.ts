import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import {
  apiLogin, applicationWith, canvasChildren, container, createApplication, dropzone, findNode, openEditor, paletteItem,
  pointerDrag, readApplication, startPage, useSession, type ApiSession,
} from './editor-helpers';

// Time and HR (docs/hr.md): a builder puts the timer and the absence requests on a page; in the preview the timer
// runs on the server across a reload and books on stop; an employee requests an absence, the manager approves
// it; the planning page of the demo application shows both.
test.describe.configure({ mode: 'serial' });

const EMPLOYEE = { email: `hr-employee-${Date.now()}@example.com`, password: 'employee-Pass-1', name: 'Emil Mitarbeiter' };
let admin: ApiSession;
let employee: ApiSession;
let appId: string;

async function login(request: APIRequestContext, email: string, password: string): Promise<ApiSession> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  return response.json();
}

async function dropNew(page: Page, type: string, parentId: string): Promise<string> {
  const before = await canvasChildren(page, parentId);
  await pointerDrag(page, paletteItem(page, type), dropzone(page, parentId));
  await expect(dropzone(page, parentId)).toHaveAttribute('data-state', 'allowed');
  await page.mouse.up();
  const selected = page.getByTestId('canvas').locator(`[data-selected="true"][data-widget-type="${type}"]`);
  await expect(selected).toHaveCount(1);
  const id = (await selected.getAttribute('data-widget-id'))!;
  expect(before).not.toContain(id);
  return id;
}

test.beforeAll(async ({ request }) => {
  admin = await apiLogin(request);
  const created = await request.post('/api/users', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { displayName: EMPLOYEE.name, primaryEmail: EMPLOYEE.email, password: EMPLOYEE.password },
  });
  expect(created.status()).toBe(201);
  // The page is opened in the preview of the draft, which needs APPLICATIONS_READ; nothing of time and HR.
  const role = await request.post('/api/roles', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { name: `Vorschau ${Date.now()}`, userIds: [(await created.json()).id], permissions: ['APPLICATIONS_READ'] },
  });
  expect(role.status()).toBe(201);
  employee = await login(request, EMPLOYEE.email, EMPLOYEE.password);
});

test('the builder places and configures the timer and the absence requests; the timer runs on the server across a reload', async ({ page, request }) => {
  await useSession(page, admin);
  appId = await createApplication(request, admin, applicationWith(`Zeit ${Date.now()}`, [startPage([container('box')])]));
  await openEditor(page, appId);
  const timer = await dropNew(page, 'WorklogLikeTimer', 'box');
  await page.getByTestId('property-panel').locator('#root_label').fill('Meine Arbeitszeit');
  const absences = await dropNew(page, 'AbsenceRequests', 'box');
  await page.getByTestId('save').click();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');
  const root = (await readApplication(request, admin, appId)).content[0].widget;
  expect(findNode(root, timer)?.settings).toMatchObject({ label: 'Meine Arbeitszeit', askForDescription: true });
  expect(findNode(root, absences)?.settings).toMatchObject({ showDecisions: true, defaultType: 'vacation' });

  await page.goto(`/apps/preview/${appId}/`);
  const widget = page.getByTestId('worklog-timer');
  await expect(widget).toContainText('Meine Arbeitszeit');
  await page.getByTestId('timer-description-input').fill('Browsertest');
  await page.getByTestId('timer-start').click();
  await expect(widget).toHaveAttribute('data-running', 'true');
  await page.waitForTimeout(1500);

  await page.reload();
  await expect(page.getByTestId('worklog-timer')).toHaveAttribute('data-running', 'true');
  await expect(page.getByTestId('timer-description')).toHaveText('Browsertest');
  await expect(page.getByTestId('timer-elapsed')).toHaveText(/^0:00:0[1-9]|^0:00:[1-5]\d/);
  await page.getByTestId('timer-stop').click();
  await expect(page.getByTestId('timer-booked')).toHaveText(/^Gebucht: 0:0\d h$/);
  await expect(page.getByTestId('worklog-timer')).toHaveAttribute('data-running', 'false');

  const worklogs = await (await request.get('/api/worklogs?size=5', { headers: { Authorization: `Bearer ${admin.token}` } })).json();
  const booked = worklogs.elements.find((entry: { description?: string }) => entry.description === 'Browsertest');
  expect(booked.end - booked.start).toBeGreaterThanOrEqual(1500);
});

test('an employee requests an absence, the manager approves it, the planning view shows it and the booked time', async ({ browser, page }) => {
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  const employeeContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const employeePage = await employeeContext.newPage();
  await useSession(employeePage, employee);
  await employeePage.goto(`/apps/preview/${appId}/`);
  await employeePage.getByTestId('absence-from').fill(today);
  await employeePage.getByTestId('absence-note').fill('Arzttermin');
  await employeePage.getByTestId('absence-type').selectOption('other');
  await employeePage.getByTestId('absence-submit').click();
  await expect(employeePage.getByTestId('my-absences').getByTestId('absence-status')).toHaveText('Beantragt');
  await expect(employeePage.getByTestId('absences-to-decide')).toHaveCount(0);

  await useSession(page, admin);
  await page.goto(`/apps/preview/${appId}/`);
  const open = page.getByTestId('absences-to-decide').getByTestId('absence').filter({ hasText: EMPLOYEE.name });
  await expect(open).toContainText('Arzttermin');
  await open.getByTestId('absence-approve').click();
  await open.getByTestId('absence-approve-yes').click();
  await expect(page.getByTestId('absences-to-decide').getByTestId('absence').filter({ hasText: EMPLOYEE.name })).toHaveCount(0);

  await employeePage.reload();
  await expect(employeePage.getByTestId('my-absences').getByTestId('absence-status')).toHaveText('Genehmigt');
  await employeeContext.close();

  const demoId = (await (await page.request.get('/api/applications/by-domain?domain=localhost')).json()).id;
  await page.goto(`/apps/preview/${demoId}/planung`);
  const workload = page.locator('[data-widget-id=planning-workload]');
  const employeeRow = workload.locator(`[data-testid=workload-user][data-user-id="${employee.user.id}"]`);
  await employeeRow.getByTestId('workload-expand').click();
  await expect(workload.getByTestId('absence-block')).toHaveText('Abwesend: Sonstiges');
  await expect(workload.getByTestId('absence-block')).toHaveAttribute('data-day', today);
  const adminRow = workload.locator(`[data-testid=workload-user][data-user-id="${admin.user.id}"]`);
  await adminRow.getByTestId('workload-expand').click();
  await expect(workload.getByTestId('worklog-block').first()).toHaveAttribute('title', /Gebucht: 0:0\d h$/);
});
