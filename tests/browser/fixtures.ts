import { test as base, expect, type Page } from '@playwright/test';

/** The address of the server started by global-setup.ts, and a helper to log in through the real form. */
export const test = base.extend<{ loginAsAdmin: () => Promise<void> }>({
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  loginAsAdmin: async ({ page }, use) => {
    await use(() => login(page, process.env.E2E_ADMIN_EMAIL!, process.env.E2E_ADMIN_PASSWORD!));
  },
});

export async function login(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/\/editor/);
}

export { expect };
