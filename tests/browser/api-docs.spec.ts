import { test, expect } from './fixtures';

// The API reference page (/api/docs) in a real browser: served from this server only, under a strict
// Content-Security-Policy (no inline script), and showing every operation of GET /api/openapi.json.
test('the API reference shows every operation of the description without breaking its security policy', async ({ page, request, baseURL }) => {
  const document = await (await request.get('/api/openapi.json')).json();
  const operations = Object.entries(document.paths as Record<string, Record<string, unknown>>)
    .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));

  const problems: string[] = [];
  const foreign: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (r) => {
    if (!r.url().startsWith(baseURL!) && !r.url().startsWith('data:')) foreign.push(r.url());
  });

  const answer = await page.goto('/api/docs/');
  expect(answer!.headers()['content-security-policy']).toContain("script-src 'self';");
  await expect(page.locator('.opblock-summary').first()).toBeVisible();
  // The viewer renders the operations near the visible part of the page: scroll through and note each one. On a
  // loaded machine a step can pass an operation before it was drawn: then the page is read again from the top in
  // smaller steps (an operation the page never shows is still missing after the last pass).
  const seen = new Set<string>();
  for (const wheel of [600, 300, 150]) {
    if (seen.size >= operations.length) break;
    await page.evaluate(() => window.scrollTo(0, 0));
    let atBottom = false;
    for (let step = 0; step < 1200 && seen.size < operations.length && !atBottom; step++) {
      // Read in one go: an operation scrolled away leaves the page between two separate reads.
      const shown = await page.locator('.opblock-summary').evaluateAll((summaries) => summaries.map((summary) => {
        const text = (selector: string) => (summary.querySelector(selector)?.textContent ?? '').replace(/\u200b/g, '').trim();
        return `${text('.opblock-summary-method')} ${text('.opblock-summary-path')}`;
      }));
      for (const operation of shown) seen.add(operation);
      atBottom = await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
      await page.mouse.wheel(0, wheel);
      await page.waitForTimeout(50);
    }
  }
  expect([...seen].sort()).toEqual([...operations].sort());
  expect(problems).toEqual([]);
  expect(foreign).toEqual([]);
});
