import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import {
  apiLogin,
  canvasChildren,
  canvasWidget,
  container,
  applicationWith,
  createApplication,
  dropzone,
  findNode,
  openEditor,
  paletteItem,
  pointerDrag,
  readApplication,
  startPage,
  useSession,
} from './editor-helpers';

// Nested layouts built by drag and drop in the editor, saved, and checked in the preview: tabs inside a sticky
// container inside an app container, and an array container bound to a context list.

const PRODUCTS = [{ name: 'Tee' }, { name: 'Kaffee' }, { name: 'Kakao' }];

/** A page with an empty box to build in and a test widget that puts a product list into the context. */
function layoutApplication(name: string) {
  return applicationWith(name, [
    startPage([{ id: 'productSource', type: 'TestContextList', settings: { items: PRODUCTS } }, container('box')], {
      connections: [{ id: 'products', from: { widgetId: 'productSource', socket: 'list' }, to: { widgetId: '$context', socket: 'products' } }],
    }),
  ]);
}

/** The widget tree as the DOM nests it: each widget element with the widget elements nearest below it. */
interface Shape {
  type: string;
  children: Shape[];
}

function shapeOf(root: Locator): Promise<Shape> {
  return root.evaluate((element) => {
    const shape = (widget: Element): { type: string; children: unknown[] } => {
      const children: unknown[] = [];
      const walk = (node: Element) => {
        for (const child of Array.from(node.children)) {
          if (child.hasAttribute('data-widget-id')) children.push(shape(child));
          else walk(child);
        }
      };
      walk(widget);
      return { type: widget.getAttribute('data-widget-type') ?? '', children };
    };
    return shape(element) as Shape;
  });
}

/** Drags a palette entry into a slot and returns the id of the widget it became. */
async function dropNew(page: Page, type: string, parentId: string, slot: string): Promise<string> {
  const before = await canvasChildren(page, parentId);
  await pointerDrag(page, paletteItem(page, type), dropzone(page, parentId, slot));
  await expect(dropzone(page, parentId, slot)).toHaveAttribute('data-state', 'allowed');
  await page.mouse.up();
  await expect(page.getByTestId('dropzone')).toHaveCount(0);
  const selected = page.getByTestId('canvas').locator(`[data-selected="true"][data-widget-type="${type}"]`);
  await expect(selected).toHaveCount(1);
  const id = (await selected.getAttribute('data-widget-id'))!;
  expect(before).not.toContain(id);
  return id;
}

async function save(page: Page): Promise<void> {
  await page.getByTestId('save').click();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');
}

test.beforeEach(async ({ page, request }) => {
  await page.addInitScript(() => window.localStorage.setItem('baukasten.testWidgets', 'true'));
  await useSession(page, await apiLogin(request));
});

test('tabs inside a sticky container inside an app container, built by drag and drop, look the same in the preview', async ({ page, request }) => {
  const session = await apiLogin(request);
  const appId = await createApplication(request, session, layoutApplication(`Layouts nested ${Date.now()}`));
  await openEditor(page, appId);

  const app = await dropNew(page, 'AppContainer', 'box', 'children');
  const heading = await dropNew(page, 'Heading', app, 'header');
  const sticky = await dropNew(page, 'StickyContainer', app, 'content');
  const tabs = await dropNew(page, 'Tabs', sticky, 'content');
  const text = await dropNew(page, 'Text', tabs, 'tab-0');
  await page.getByTestId('property-panel').locator('#root_text').fill('Inhalt des ersten Reiters');
  await expect(canvasWidget(page, text)).toHaveText('Inhalt des ersten Reiters');
  await save(page);

  const stored = await readApplication(request, session, appId);
  const root = stored.content[0].widget;
  expect(findNode(root, app)?.slots?.header?.map((node) => node.id)).toEqual([heading]);
  expect(findNode(root, app)?.slots?.content?.map((node) => node.id)).toEqual([sticky]);
  expect(findNode(root, sticky)?.slots?.content?.map((node) => node.id)).toEqual([tabs]);
  expect(findNode(root, tabs)?.slots?.['tab-0']?.map((node) => node.id)).toEqual([text]);

  const inEditor = await shapeOf(canvasWidget(page, 'box'));
  expect(inEditor).toEqual({
    type: 'Container',
    children: [
      {
        type: 'AppContainer',
        children: [
          { type: 'Heading', children: [] },
          { type: 'StickyContainer', children: [{ type: 'Tabs', children: [{ type: 'Text', children: [] }] }] },
        ],
      },
    ],
  });

  await page.goto(`/apps/preview/${appId}/`);
  const previewBox = page.locator('[data-widget-id="box"]');
  await expect(previewBox.locator(`[data-widget-id="${text}"]`)).toHaveText('Inhalt des ersten Reiters');
  expect(await shapeOf(previewBox)).toEqual(inEditor);
  await expect(page.getByTestId('canvas')).toHaveCount(0);
  // The tabs work in the preview: the second tab is empty, the first one shows the text again.
  const tabButtons = page.locator(`[data-widget-id="${tabs}"] [role=tab]`);
  await expect(tabButtons).toHaveText(['Tab 1', 'Tab 2']);
  await tabButtons.nth(1).click();
  await expect(page.locator(`[data-widget-id="${text}"]`)).toHaveCount(0);
  await tabButtons.nth(0).click();
  await expect(page.locator(`[data-widget-id="${text}"]`)).toBeVisible();
});

test('an array container bound to a context list repeats its dropped template for every item in the preview', async ({ page, request }) => {
  const session = await apiLogin(request);
  const appId = await createApplication(request, session, layoutApplication(`Layouts array ${Date.now()}`));
  await openEditor(page, appId);

  const list = await dropNew(page, 'ArrayContainerV3', 'box', 'children');
  await page.getByTestId('property-panel').locator('#root_contextProperty').fill('products');
  const card = await dropNew(page, 'Card', list, 'component');
  const name = await dropNew(page, 'Text', card, 'children');
  await page.getByTestId('property-panel').locator('#root_text').fill('{item.name}');
  // The editor shows the template once, with the first item.
  await expect(canvasWidget(page, name)).toHaveCount(1);
  await expect(canvasWidget(page, name)).toHaveText('Tee');
  await save(page);

  const stored = await readApplication(request, session, appId);
  const listNode = findNode(stored.content[0].widget, list)!;
  expect(listNode.settings).toMatchObject({ contextProperty: 'products' });
  expect(listNode.slots?.component?.map((node) => node.id)).toEqual([card]);
  const template = await shapeOf(canvasWidget(page, card));
  expect(template).toEqual({ type: 'Card', children: [{ type: 'Text', children: [] }] });

  await page.goto(`/apps/preview/${appId}/`);
  const copies = page.locator(`[data-widget-id="${list}"] [data-array-index]`);
  await expect(copies).toHaveCount(PRODUCTS.length);
  await expect(copies).toHaveText(PRODUCTS.map((product) => product.name));
  for (let index = 0; index < PRODUCTS.length; index++) {
    expect(await shapeOf(copies.nth(index).locator(`[data-widget-id="${card}"]`))).toEqual(template);
  }
});
