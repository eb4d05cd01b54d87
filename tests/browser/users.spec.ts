import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { SMALL_PNG } from '../../runtime/widgets/users/testPictures';
import {
  apiLogin, applicationWith, canvasChildren, canvasWidget, container, createApplication, dropzone, findNode, openEditor, paletteItem,
  pointerDrag, readApplication, startPage, useSession, type ApiSession,
} from './editor-helpers';

// Users, roles and role-restricted content in a real browser against the real server: the builder places the users
// widgets from the palette and configures them; in the preview an administrator creates a user in a role, and the
// restricted content shows for that user and stays hidden for the administrator, who is not in the role; the new
// user uploads an avatar.

const propertyPanel = (page: Page) => page.getByTestId('property-panel');

async function createRole(request: APIRequestContext, session: ApiSession, body: Record<string, unknown>): Promise<string> {
  const response = await request.post('/api/roles', { headers: { Authorization: `Bearer ${session.token}` }, data: body });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).id;
}

/** Drops a palette widget into a container and returns the new widget's id. */
async function dropFromPalette(page: Page, type: string, parentId: string): Promise<string> {
  const before = await canvasChildren(page, parentId);
  await pointerDrag(page, paletteItem(page, type), dropzone(page, parentId));
  await page.mouse.up();
  await expect.poll(async () => (await canvasChildren(page, parentId)).length).toBe(before.length + 1);
  const id = (await canvasChildren(page, parentId)).find((child) => !before.includes(child))!;
  await expect(canvasWidget(page, id)).toHaveAttribute('data-widget-type', type);
  return id;
}

test('a builder places the users widgets; an administrator creates a user in a role, whom the restricted content shows itself to', async ({ page, request, browser }) => {
  const admin = await apiLogin(request);
  // The role lets its members open the preview (APPLICATIONS_READ), nothing more.
  const stamp = Date.now();
  const roleName = `Vertrieb ${stamp}`;
  const roleId = await createRole(request, admin, { name: roleName, permissions: ['APPLICATIONS_READ'] });
  const appId = await createApplication(request, admin, applicationWith(`Benutzer ${stamp}`, [startPage([container('box'), { id: 'avatar', type: 'AvatarEditor', settings: {} }])]));

  // The editor: three widgets from the palette's users group, configured in the property panel, a text inside.
  await useSession(page, admin);
  await openEditor(page, appId);
  const buttonId = await dropFromPalette(page, 'CreateUserButton', 'box');
  const listId = await dropFromPalette(page, 'UserList', 'box');
  await propertyPanel(page).locator('#root_entries').selectOption({ label: '5' });
  const restrictedId = await dropFromPalette(page, 'RoleRestrictedContainer', 'box');
  await expect(canvasWidget(page, restrictedId)).toHaveText('Bitte konfigurieren Sie das Widget!');
  await propertyPanel(page).locator('#root_roleId').fill(roleId);
  await expect(canvasWidget(page, restrictedId)).toContainText(`Nur für Mitglieder der Rolle ${roleId} sichtbar`);
  const textId = await dropFromPalette(page, 'Text', restrictedId);
  await propertyPanel(page).locator('#root_text').fill('Nur für den Vertrieb');
  await page.getByTestId('save').click();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');
  const stored = (await readApplication(request, admin, appId)).content[0].widget;
  expect(findNode(stored, listId)?.settings).toMatchObject({ entries: 5 });
  expect(findNode(stored, restrictedId)?.settings).toMatchObject({ roleId });
  expect(findNode(stored, textId)?.settings).toMatchObject({ text: 'Nur für den Vertrieb' });

  // The preview as the administrator: not in the role, so the restricted text stays hidden.
  await page.goto(`/apps/preview/${appId}/`);
  const list = page.locator(`[data-widget-id="${listId}"]`);
  await expect(list.getByTestId('user-row').first()).toBeVisible();
  await expect(page.locator(`[data-widget-id="${restrictedId}"]`)).toHaveText('');

  // Creating a user in the role through the button's dialog; the list shows it among the newest (other tests of the
  // run create users in the same database at the same time, so it need not be the very first row).
  const email = `vertrieb.${stamp}@example.com`;
  await page.locator(`[data-widget-id="${buttonId}"]`).getByRole('button', { name: 'Benutzer anlegen' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText('Neuer Benutzer');
  await dialog.getByLabel('Anzeigename').fill('Vera Vertrieb');
  await dialog.getByLabel('E-Mail-Adresse').fill(email);
  await dialog.getByLabel('Passwort').fill('vera-secret-1');
  await dialog.getByLabel(roleName).check();
  await dialog.getByTestId('create-user-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect(list.getByTestId('user-name').filter({ hasText: /^Vera Vertrieb$/ })).toBeVisible();
  await expect(page.locator(`[data-widget-id="${restrictedId}"]`)).toHaveText('');

  // The new user, in the role, sees the restricted text on the same page.
  const login = await request.post('/api/auth/login', { data: { email, password: 'vera-secret-1' } });
  expect(login.status()).toBe(200);
  const vera = await browser.newContext();
  const veraPage = await vera.newPage();
  await useSession(veraPage, await login.json());
  await veraPage.goto(`/apps/preview/${appId}/`);
  await expect(veraPage.locator(`[data-widget-id="${restrictedId}"]`)).toHaveText('Nur für den Vertrieb');

  // Vera uploads her picture: the server returns it as a 256 px square, which the editor shows once loaded.
  const avatar = veraPage.locator('[data-widget-id="avatar"] [data-testid=avatar-editor]');
  await expect(avatar.locator('[data-testid=avatar]')).toHaveText('VV');
  await avatar.getByTestId('avatar-file').setInputFiles({ name: 'vera.png', mimeType: 'image/png', buffer: Buffer.from(SMALL_PNG) });
  const picture = avatar.locator('img[data-testid=avatar]');
  await expect(picture).toHaveAttribute('src', /\/api\/files\/.+\/content/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256);
  await expect(avatar).toHaveAttribute('data-state', 'idle');
  await vera.close();
});
