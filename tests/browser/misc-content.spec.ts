import { test, expect } from './fixtures';
import { apiLogin, canvasWidget, configureWidget as configure, createApplication, dragFromPalette, openEditor, sampleApplication, useSession } from './editor-helpers';

// A builder puts a calculation and a video on a page (palette, property panel, save) and sees both in the preview,
// under the server's security policy: the video player's origin is allowed, so nothing is reported.


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
  // The preview fetches the page's widget code first (each widget is its own chunk), which can take a while on a busy machine.
  await expect(preview.locator(`[data-widget-id="${math}"]`)).toHaveText('Summe: 20,00 €', { timeout: 30_000 });
  const frame = preview.locator(`[data-widget-id="${video}"] iframe`);
  await expect(frame).toHaveAttribute('title', 'YouTube-Video');
  await expect(preview.frameLocator(`[data-widget-id="${video}"] iframe`).getByText('Player')).toBeVisible();
  expect(await preview.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});
