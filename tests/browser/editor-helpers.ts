import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** Helpers of the editor's browser tests: sessions and applications through the real API, common locators. */

export interface ApiSession {
  token: string;
  user: Record<string, unknown>;
}

const base = () => process.env.E2E_BASE_URL!;

export async function apiLogin(request: APIRequestContext): Promise<ApiSession> {
  const response = await request.post(`${base()}/api/auth/login`, {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiSession;
}

const headers = (session: ApiSession) => ({ Authorization: `Bearer ${session.token}` });

type Node = { id: string; type: string; settings?: Record<string, unknown>; slots?: Record<string, Node[]> };

export const text = (id: string, value: string): Node => ({ id, type: 'Text', settings: { text: value } });
export const container = (id: string, children: Node[] = []): Node => ({ id, type: 'Container', settings: {}, slots: { children } });

/** A content entry (no login needed) whose FlexboxContainer `rootId` (column, 8px rows) holds `children`. */
export function startPage(children: Node[], options: { path?: string; title?: string; connections?: unknown[] } = {}) {
  return {
    path: options.path ?? '',
    title: options.title ?? 'Start',
    authenticationRequired: false,
    widget: { id: 'root', type: 'FlexboxContainer', settings: { direction: 'column', rowGap: '8px' }, slots: { children } },
    socketConnections: options.connections ?? [],
  };
}

/** An application document with the given pages (German by default; `extra` adds or overrides fields). */
export function applicationWith<Page>(name: string, content: Page[], extra: Record<string, unknown> = {}) {
  return { name, schemaVersion: 1, defaultLocale: 'de_de', ...extra, content };
}

/**
 * A two-page application: page '' holds a heading, box A with two texts and an empty box B; page 'about'
 * holds one text. Ids are fixed so tests can address widgets.
 */
export function sampleApplication(name: string, extra: Record<string, unknown> = {}) {
  return applicationWith(
    name,
    [
      startPage([
        { id: 'title', type: 'Heading', settings: { text: 'Willkommen', level: 1 } },
        container('boxA', [text('t1', 'Erster Text'), text('t2', 'Zweiter Text')]),
        container('boxB'),
      ]),
      {
        path: 'about',
        title: 'Über uns',
        authenticationRequired: false,
        widget: { id: 'root2', type: 'Container', settings: {}, slots: { children: [text('a1', 'Über uns')] } },
        socketConnections: [],
      },
    ],
    extra,
  );
}

/**
 * Creates the application. A retried test finds its domain taken by the application its first attempt created:
 * that one is deleted first, so the retry starts where the first attempt did instead of failing with 409.
 */
export async function createApplication(request: APIRequestContext, session: ApiSession, document: object): Promise<string> {
  const create = () => request.post(`${base()}/api/applications`, { headers: headers(session), data: document });
  let response = await create();
  const { domain } = document as { domain?: unknown };
  if (response.status() === 409 && typeof domain === 'string') {
    await deleteApplicationsOfDomain(request, session, domain);
    response = await create();
  }
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function deleteApplicationsOfDomain(request: APIRequestContext, session: ApiSession, domain: string): Promise<void> {
  const found = await request.post(`${base()}/api/applications/search`, {
    headers: headers(session),
    data: { fieldSearches: [{ type: 'string', fieldname: 'domain', matcher: 'in', value: [domain] }] },
  });
  expect(found.status(), await found.text()).toBe(200);
  for (const { id } of ((await found.json()) as { elements: { id: string }[] }).elements) {
    expect((await request.delete(`${base()}/api/applications/${id}`, { headers: headers(session) })).status()).toBeLessThan(300);
  }
}

/** Publishes the application's draft as its next version, so its domain serves it. */
export async function publishApplication(request: APIRequestContext, session: ApiSession, id: string): Promise<number> {
  const response = await request.post(`${base()}/api/applicationversions`, { headers: headers(session), data: { applicationId: id } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { number: number }).number;
}

export async function readApplication(request: APIRequestContext, session: ApiSession, id: string) {
  const response = await request.get(`${base()}/api/applications/${id}`, { headers: headers(session) });
  expect(response.status()).toBe(200);
  return (await response.json()) as { version: number; content: { path: string; widget: Node }[] };
}

export async function writeApplication(request: APIRequestContext, session: ApiSession, id: string, body: Record<string, unknown>, version: number) {
  const response = await request.put(`${base()}/api/applications/${id}`, { headers: { ...headers(session), 'If-Match': String(version) }, data: body });
  expect(response.status(), await response.text()).toBe(200);
}

/** The child ids of a node's slot in a stored document (for checking what was saved). */
export function childIds(node: Node | undefined, slot = 'children'): string[] {
  return (node?.slots?.[slot] ?? []).map((child) => child.id);
}

export function findNode(node: Node, id: string): Node | undefined {
  if (node.id === id) return node;
  for (const children of Object.values(node.slots ?? {})) {
    for (const child of children) {
      const found = findNode(child, id);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Starts the page logged in, as a login in the browser leaves it: the token in the HttpOnly session cookie and
 * the user (no token) in browser storage before the app starts.
 */
export async function useSession(page: Page, session: ApiSession): Promise<void> {
  await page.context().addCookies([{
    name: 'baukasten_session', value: session.token, url: `${base()}/api`, httpOnly: true, sameSite: 'Strict',
  }]);
  await page.addInitScript((stored) => {
    if (!window.localStorage.getItem('baukasten.session')) window.localStorage.setItem('baukasten.session', stored);
  }, JSON.stringify({ user: session.user }));
}

export async function openEditor(page: Page, appId: string, pagePath?: string): Promise<void> {
  await page.goto(`/editor/apps/${appId}${pagePath !== undefined ? `?page=${encodeURIComponent(pagePath)}` : ''}`);
  await expect(page.getByTestId('canvas')).toBeVisible();
  await expect(canvasWidget(page, 'root').or(canvasWidget(page, 'root2'))).toBeVisible();
}

export const canvas = (page: Page) => page.getByTestId('canvas');
export const canvasWidget = (page: Page, id: string) => canvas(page).locator(`[data-widget-id="${id}"]`);
export const outlineItem = (page: Page, id: string) => page.getByTestId('outline').locator(`[data-testid="outline-item"][data-widget-id="${id}"]`);
export const paletteItem = (page: Page, type: string) => page.locator(`[data-testid="palette-item"][data-widget-type="${type}"]`);
export const dropzone = (page: Page, parentId: string, slot = 'children') => page.locator(`[data-testid="dropzone"][data-parent-id="${parentId}"][data-slot="${slot}"]`);

/** Ids of a container's children as the canvas shows them (direct children only). */
export async function canvasChildren(page: Page, parentId: string): Promise<string[]> {
  return canvasWidget(page, parentId).evaluate((element) => {
    const ids: string[] = [];
    const walk = (node: Element) => {
      for (const child of Array.from(node.children)) {
        const id = child.getAttribute('data-widget-id');
        if (id) ids.push(id);
        else walk(child);
      }
    };
    walk(element);
    return ids;
  });
}

async function center(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element is not visible');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * A pointer drag the way a person does it: press on `from` (its centre, or `grab` from its top left corner),
 * move a little (the drag starts), then in steps to the target (a locator, resolved once the drag runs and
 * drop zones exist, or a function giving a point). The button stays down: the caller checks and releases.
 */
export async function pointerDrag(
  page: Page,
  from: Locator,
  to: Locator | (() => Promise<{ x: number; y: number }>),
  grab?: { x: number; y: number },
): Promise<void> {
  await from.scrollIntoViewIfNeeded();
  const box = await from.boundingBox();
  if (!box) throw new Error('element is not visible');
  const start = grab ? { x: box.x + grab.x, y: box.y + grab.y } : await center(from);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 8, start.y + 8, { steps: 2 });
  const end = typeof to === 'function' ? await to() : await center(to);
  await page.mouse.move(end.x, end.y, { steps: 6 });
  await page.mouse.move(end.x, end.y + 1);
}

/** Drags a widget from the palette (found by `search`) into `parentId`'s children; answers the new widget's id. */
export async function dragFromPalette(page: Page, type: string, search: string, parentId: string): Promise<string> {
  const before = await canvasChildren(page, parentId);
  await page.getByTestId('palette-search').fill(search);
  await pointerDrag(page, paletteItem(page, type), dropzone(page, parentId));
  await page.mouse.up();
  await expect.poll(async () => (await canvasChildren(page, parentId)).length).toBe(before.length + 1);
  const added = (await canvasChildren(page, parentId)).find((id) => !before.includes(id))!;
  await expect(canvasWidget(page, added)).toHaveAttribute('data-widget-type', type);
  return added;
}

/** Selects a widget for the property panel: by its outline row when shown, else by a click on its canvas corner. */
export async function selectWidget(page: Page, widgetId: string): Promise<void> {
  if (await outlineItem(page, widgetId).isVisible()) await outlineItem(page, widgetId).click();
  else await canvasWidget(page, widgetId).click({ position: { x: 4, y: 4 } });
  await expect(canvasWidget(page, widgetId)).toHaveAttribute('data-selected', 'true');
}

export const propertyPanel = (page: Page) => page.getByTestId('property-panel');

/** Selects a widget and fills its settings in the property panel (check boxes for booleans). */
export async function configureWidget(page: Page, widgetId: string, fields: Record<string, string | boolean>) {
  await selectWidget(page, widgetId);
  for (const [name, value] of Object.entries(fields)) {
    const field = propertyPanel(page).locator(`#root_${name}`);
    if (typeof value === 'boolean') await field.setChecked(value);
    else await field.fill(value);
  }
}
