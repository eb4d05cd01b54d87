import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { auth, card, createCompound, createProject, instance, pageWith } from './compound-helpers';
import { apiLogin, canvasWidget, createApplication, findNode, openEditor, readApplication, useSession, type ApiSession } from './editor-helpers';

// Deleting a compound widget that is in use: the dialog lists its usages, "cancel" keeps everything, and
// "detach first" copies each instance in place (plain widgets that no longer sync) before the compound goes.

const base = () => process.env.E2E_BASE_URL!;
type Request = Parameters<typeof apiLogin>[0];
type Node = Parameters<typeof findNode>[0];

/** A project with the compound 'Löschkarte' used on the open application's start page and on a second application's page 'zwei'. */
async function compoundInUse(request: Request, session: ApiSession, label: string) {
  const projectId = await createProject(request, session, `Löschen ${label}`);
  const compoundId = await createCompound(request, session, { ...card(`Löschkarte ${label}`, 'Kartentext'), projectId });
  const openId = await createApplication(request, session, { name: `Offen ${label}`, projectId, schemaVersion: 1, content: [pageWith('root', '', instance('i1', compoundId))] });
  const otherId = await createApplication(request, session, { name: `Zweite ${label}`, projectId, schemaVersion: 1, content: [pageWith('r2', 'zwei', instance('i2', compoundId))] });
  return { compoundId, openId, otherId };
}

const paletteCompound = (page: Page, compoundId: string) => page.locator(`[data-testid="palette-compound"][data-compound-id="${compoundId}"]`);

async function openDeleteDialog(page: Page, compoundId: string) {
  await paletteCompound(page, compoundId).getByTestId('delete-compound').click();
  const dialog = page.getByTestId('delete-compound-dialog');
  await expect(dialog.getByTestId('compound-usage')).toHaveCount(2);
  return dialog;
}

function allTypes(node: Node): string[] {
  return [node.type, ...Object.values(node.slots ?? {}).flat().flatMap(allTypes)];
}

test.beforeEach(async ({ page, request }) => {
  await useSession(page, await apiLogin(request));
});

test('deleting a compound in use lists its usages; cancel keeps the compound and its instances', async ({ page, request }) => {
  const session = await apiLogin(request);
  const { compoundId, openId, otherId } = await compoundInUse(request, session, 'Abbruch');
  await openEditor(page, openId);
  await expect(canvasWidget(page, 'i1')).toContainText('Kartentext');

  const dialog = await openDeleteDialog(page, compoundId);
  await expect(dialog.getByTestId('compound-usage')).toHaveText(['Offen Abbruch · Seite „“', 'Zweite Abbruch · Seite „zwei“']);
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toHaveCount(0);

  await expect(paletteCompound(page, compoundId)).toBeVisible();
  await expect(canvasWidget(page, 'i1')).toContainText('Kartentext');
  expect((await request.get(`${base()}/api/compoundwidgets/${compoundId}`, { headers: auth(session) })).status()).toBe(200);
  for (const id of [openId, otherId]) {
    const stored = await readApplication(request, session, id);
    expect(stored.version).toBe(1);
    expect(stored.content[0].widget.slots!.children[0]).toMatchObject({ type: 'CompoundWidget', settings: { compoundId } });
  }
});

test('detaching first copies every instance in place as plain widgets, then the compound is gone from the palette', async ({ page, request }) => {
  const session = await apiLogin(request);
  const { compoundId, openId, otherId } = await compoundInUse(request, session, 'Ablösen');
  await openEditor(page, openId);

  const dialog = await openDeleteDialog(page, compoundId);
  await dialog.getByTestId('detach-and-delete').click();
  await expect(dialog).toHaveCount(0);
  await expect(paletteCompound(page, compoundId)).toHaveCount(0);
  expect((await request.get(`${base()}/api/compoundwidgets/${compoundId}`, { headers: auth(session) })).status()).toBe(404);

  // Both applications hold a copy of the compound's tree with fresh ids instead of the instance.
  for (const [id, instanceId] of [[openId, 'i1'], [otherId, 'i2']]) {
    const root = (await readApplication(request, session, id)).content[0].widget;
    expect(findNode(root, instanceId)).toBeUndefined();
    expect(allTypes(root)).toEqual(['Container', 'Container', 'Text']);
    const copy = root.slots!.children[0];
    expect(copy.id).not.toBe('card');
    expect(copy.slots!.children[0]).toMatchObject({ type: 'Text', settings: { text: 'Kartentext' } });
    expect(copy.slots!.children[0].id).not.toBe('label');
  }

  // The open editor shows the copy as plain widgets (selectable, no instance), and the other application's preview too.
  await expect(canvasWidget(page, 'i1')).toHaveCount(0);
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved'); // the editor's copy is the stored one
  await expect(page.getByTestId('canvas').locator('[data-widget-type="Text"]')).toHaveText('Kartentext');
  await expect(page.getByTestId('canvas').locator('[data-widget-type="CompoundWidget"]')).toHaveCount(0);
  await page.goto(`/apps/preview/${otherId}/zwei`);
  await expect(page.locator('[data-widget-type="Text"]')).toHaveText('Kartentext');
  await expect(page.locator('[data-widget-type="CompoundWidget"]')).toHaveCount(0);
});
