import { test, expect } from './fixtures';
import { auth, card, createCompound, instance, pageWith } from './compound-helpers';
import { apiLogin, canvasWidget, createApplication, openEditor, readApplication, sampleApplication, useSession } from './editor-helpers';

// Compound widgets: create from a selection, edit after the unlock prompt, copy a managed template, cycles.

const base = () => process.env.E2E_BASE_URL!;

test.beforeEach(async ({ page, request }) => {
  await useSession(page, await apiLogin(request));
});

test('creates a compound widget from a selected subtree; the selection becomes an instance', async ({ page, request }) => {
  const session = await apiLogin(request);
  const appId = await createApplication(request, session, sampleApplication('Compound create'));
  await openEditor(page, appId);
  await canvasWidget(page, 'boxA').click({ position: { x: 2, y: 2 } });
  await page.getByTestId('create-compound').click();
  await page.getByTestId('compound-name').fill('Zwei Texte');
  await page.getByTestId('create-compound-confirm').click();
  await expect(page.getByTestId('create-compound-dialog')).toHaveCount(0);
  await expect(canvasWidget(page, 'boxA')).toHaveCount(0);
  const instanceEl = page.getByTestId('canvas').locator('[data-widget-type="CompoundWidget"]');
  await expect(instanceEl).toContainText('Erster Text');
  await expect(page.locator('[data-testid="palette-compound"]', { hasText: 'Zwei Texte' })).toBeVisible();
  await page.getByTestId('save').click();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');
  const stored = await readApplication(request, session, appId);
  const node = stored.content[0].widget.slots!.children[1];
  expect(node.type).toBe('CompoundWidget');
  const compound = await (await request.get(`${base()}/api/compoundwidgets/${node.settings!.compoundId}`, { headers: auth(session) })).json();
  expect(compound.name).toBe('Zwei Texte');
  expect(compound.widget.id).toBe('boxA');
});

test('editing a compound needs the unlock prompt, and a second page instance shows the change', async ({ page, request }) => {
  const session = await apiLogin(request);
  const compoundId = await createCompound(request, session, card('Karte', 'Alter Text'));
  const appId = await createApplication(request, session, {
    name: 'Compound edit', schemaVersion: 1,
    content: [pageWith('r1', '', instance('i1', compoundId)), pageWith('r2', 'zwei', instance('i2', compoundId))],
  });
  await page.goto(`/editor/compounds/${compoundId}`);
  await expect(page.getByTestId('compound-locked')).toBeVisible();
  await expect(page.getByTestId('canvas')).toHaveCount(0);
  await page.getByTestId('unlock-compound').click();
  await expect(page.getByTestId('compound-unlock-dialog')).toContainText(/instances|Instanzen/);
  await page.getByTestId('confirm-unlock').click();
  await canvasWidget(page, 'label').click();
  const field = page.getByTestId('property-panel').locator('#root_text');
  await field.fill('Neuer Text');
  await page.getByTestId('save').click();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');

  await page.goto(`/apps/preview/${appId}/zwei`);
  await expect(page.locator('[data-widget-id="i2~label"]')).toHaveText('Neuer Text');
});

test('a managed template offers a copy for editing; the copy no longer syncs and undo restores the instance', async ({ page, request }) => {
  const session = await apiLogin(request);
  const compoundId = await createCompound(request, session, card('Vorlage', 'Vorlagentext'));
  const appId = await createApplication(request, session, { name: 'Managed', schemaVersion: 1, content: [pageWith('root', '', instance('m1', compoundId, true))] });
  await openEditor(page, appId);
  await expect(page.getByTestId('managed-template-notice')).toBeVisible();
  await page.getByTestId('copy-managed-template').click();
  await expect(canvasWidget(page, 'm1')).toHaveCount(0);
  await expect(page.getByTestId('managed-template-notice')).toHaveCount(0);
  await expect(page.getByTestId('canvas').locator('[data-widget-type="Text"]')).toHaveText('Vorlagentext');
  await expect(page.getByTestId('canvas').locator('[data-widget-id="label"]')).toHaveCount(0); // fresh ids
  await page.getByTestId('undo').click();
  await expect(canvasWidget(page, 'm1')).toHaveCount(1);
  await expect(page.getByTestId('managed-template-notice')).toBeVisible();
});

test('a compound cannot contain itself: refused in the editor and by the API', async ({ page, request }) => {
  const session = await apiLogin(request);
  const a = await createCompound(request, session, card('Zyklus A', 'A'));
  const b = await createCompound(request, session, { ...card('Zyklus B', 'B'), widget: { id: 'bx', type: 'Container', settings: {}, slots: { children: [instance('ia', a)] } } });
  await page.goto(`/editor/compounds/${a}`);
  await page.getByTestId('unlock-compound').click();
  await page.getByTestId('confirm-unlock').click();
  await page.locator(`[data-testid="palette-compound"][data-compound-id="${b}"] [data-testid="insert-compound"]`).click();
  await expect(page.getByTestId('compound-refusal')).toContainText('Zyklus A → Zyklus B');
  await expect(page.getByTestId('canvas').locator('[data-widget-type="CompoundWidget"]')).toHaveCount(0);

  const put = await request.put(`${base()}/api/compoundwidgets/${a}`, {
    headers: auth(session),
    data: { ...card('Zyklus A', 'A'), widget: { id: 'ax', type: 'Container', settings: {}, slots: { children: [instance('ib', b)] } } },
  });
  expect(put.status()).toBe(400);
});
