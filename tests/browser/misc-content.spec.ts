import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { apiLogin, canvasWidget, createApplication, dragFromPalette, openEditor, outlineItem, sampleApplication, useSession } from './editor-helpers';

// A builder puts a calculation and a video on a page (palette, property panel, save) and sees both in the preview,
// under the server's security policy: the video player's origin is allowed, so nothing is reported.

const panel = (page: Page) => page.getByTestId('property-panel');

async function configure(page: Page, widgetId: string, fields: Record<string, string | boolean>) {
  if (await outlineItem(page, widgetId).isVisible()) await outlineItem(page, widgetId).click();
  else await canvasWidget(page, widgetId).click({ position: { x: 4, y: 4 } });
  await expect(canvasWidget(page, widgetId)).toHaveAttribute('data-selected', 'true');
  for (const [name, value] of Object.entries(fields)) {
    const field = panel(page).locator(`#root_${name}`);
    if (typeof value === 'boolean') await field.setChecked(value);
    else await field.fill(value);
  }
}

test('Math and VideoPlayer from the palette, configured, saved and shown in the preview', async ({ page, request }) => {
  const session = await apiLogin(request);
  await useSession(page, session);
  const appId = await createApplication(request, session, sampleApplication('Rechnen und Video'));
  await openEditor(page, appId);

  const math = await dragFromPalette(page, 'Math', 'Rechnung', 'boxB');
  await expect(canvasWidget(page, math)).toContainText('Bitte konfigurieren Sie das Widget!');
  await configure(page, math, { valueA: '1999', valueB: '1', prefix: 'Summe: ', asCurrency: true });
  await expect(canvasWidget(page, math)).toHaveText('Summe: 20,00 €');

  const video = await dragFromPalette(page, 'VideoPlayer', 'Video', 'boxB');
  await configure(page, video, { source: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
  await expect(canvasWidget(page, video).locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/);
  await page.getByTestId('save').click();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');

  // No request leaves the machine: the player answers with a stand-in page. Violations of the policy are recorded
  // from the preview's first script on.
  await page.context().route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>Player</p>' }));
  await page.context().addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('preview').click()]);
  await expect(preview.locator(`[data-widget-id="${math}"]`)).toHaveText('Summe: 20,00 €');
  const frame = preview.locator(`[data-widget-id="${video}"] iframe`);
  await expect(frame).toHaveAttribute('title', 'YouTube-Video');
  await expect(preview.frameLocator(`[data-widget-id="${video}"] iframe`).getByText('Player')).toBeVisible();
  expect(await preview.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});
