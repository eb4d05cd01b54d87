import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';

// Every back-office entry with a path, visited as the admin with one login, and create, edit and delete on each of
// the list screens built from the shared kit (calendars with their events, CMS pages, contacts with their custom
// fields, applications, files with their folders, PDF templates, translation overrides, mailing lists, opt-ins,
// workflows, customers).

/** Entries whose screens are not built yet: they still show the "coming soon" page. */
const NOT_BUILT = ['checkin/visitors', 'checkin/events', 'checkin/apps', 'checkin/printerconfigurations', 'devices'];

interface Journey {
  /** Test id prefix of the list: `new-${resource}`, `${resource}-row`. */
  resource: string;
  /** The dialog's test id prefix. */
  prefix: string;
  name: string;
  fill(dialog: Locator): Promise<void>;
  /** The field renamed on edit (`input[name=...]`). */
  nameField: string;
  /** What the rename appends (default ' neu'; a translation key has no spaces). */
  suffix?: string;
  /** Creating needs no button (files are uploaded). */
  created?: (page: Page) => Promise<void>;
}

/** Create (or expect created), find by search, rename in the edit dialog, delete after confirming. */
async function createEditDelete(page: Page, journey: Journey) {
  const { resource, prefix, name } = journey;
  const renamedName = `${name}${journey.suffix ?? ' neu'}`;
  const dialog = page.getByTestId(`${prefix}-dialog`);
  if (journey.created) await journey.created(page);
  else {
    await page.getByTestId(`new-${resource}`).click();
    await journey.fill(dialog);
    await dialog.getByTestId('save').click();
    await expect(dialog).toHaveCount(0);
  }
  await page.getByTestId('list-search').fill(name);
  const row = page.getByTestId(`${resource}-row`).filter({ hasText: name });
  await expect(row).toHaveCount(1);

  await row.getByTestId('edit').click();
  await dialog.locator(`[name="${journey.nameField}"]`).fill(renamedName);
  await dialog.getByTestId('save').click();
  await expect(dialog).toHaveCount(0);
  const renamed = page.getByTestId(`${resource}-row`).filter({ hasText: renamedName });
  await expect(renamed).toHaveCount(1);

  await renamed.getByTestId('delete').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText(renamedName);
  await page.getByTestId('confirm').click();
  await expect(page.getByTestId(`${resource}-empty`)).toBeVisible();
}

test('the admin reaches a working screen at every entry with a path, and creates, edits and deletes on each list', async ({ page, request, loginAsAdmin }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  await loginAsAdmin();
  await page.goto('/backoffice');
  await expect(page.getByTestId('nav-entry')).toHaveCount(25);
  const paths = await page.getByTestId('nav-entry').evaluateAll((links) => links.map((link) => link.getAttribute('data-path')!));
  for (const path of paths) {
    await page.locator(`[data-testid=nav-entry][data-path="${path}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/backoffice/${path}$`));
    const main = page.locator('main');
    if (NOT_BUILT.includes(path)) {
      await expect(main.getByTestId('coming-soon'), path).toBeVisible();
      continue;
    }
    await expect(main.getByTestId('page-title'), path).toBeVisible();
    await expect(main.getByTestId('coming-soon'), path).toHaveCount(0);
    await expect(main.getByTestId('load-error'), path).toHaveCount(0);
  }

  // Calendars, and the events of one calendar.
  await page.goto('/backoffice/calendars');
  await page.getByTestId('new-calendars').click();
  const calendarDialog = page.getByTestId('calendars-dialog');
  await calendarDialog.locator('[name=name]').fill(`Kalender ${stamp}`);
  await calendarDialog.locator('select[name=visibility]').selectOption('public');
  await calendarDialog.getByTestId('save').click();
  const calendar = page.getByTestId('calendars-row').filter({ hasText: `Kalender ${stamp}` });
  await expect(calendar).toContainText('Öffentlich');
  await calendar.getByTestId('calendar-events').click();
  await expect(page.getByTestId('page-title')).toHaveText(`Termine: Kalender ${stamp}`);
  await createEditDelete(page, {
    resource: 'calendarevents', prefix: 'calendarEvents', name: `Termin ${stamp}`, nameField: 'title',
    fill: async (dialog) => {
      await dialog.locator('[name=title]').fill(`Termin ${stamp}`);
      await dialog.locator('[name=start]').fill('2026-12-01T10:00');
      await dialog.locator('[name=end]').fill('2026-12-01T11:30');
    },
  });
  await page.getByTestId('back').click();
  await page.getByTestId('list-search').fill(`Kalender ${stamp}`);
  await calendar.getByTestId('delete').click();
  await page.getByTestId('confirm').click();
  await expect(page.getByTestId('calendars-empty')).toBeVisible();

  await page.goto('/backoffice/cms-pages');
  await createEditDelete(page, {
    resource: 'cmspages', prefix: 'cmsPages', name: `Seite ${stamp}`, nameField: 'title',
    fill: async (dialog) => {
      await dialog.locator('[name=title]').fill(`Seite ${stamp}`);
      await dialog.locator('[name=path]').fill(`e2e/seite-${stamp}`);
      await dialog.locator('[name=content]').fill('<p>Hallo</p>');
    },
  });

  await page.goto('/backoffice/contacts');
  await createEditDelete(page, {
    resource: 'contacts', prefix: 'contacts', name: `Muster${stamp}`, nameField: 'lastName',
    fill: async (dialog) => {
      await dialog.locator('select[name=salutation]').selectOption('Frau');
      await dialog.locator('[name=firstName]').fill('Erika');
      await dialog.locator('[name=lastName]').fill(`Muster${stamp}`);
      await dialog.locator('[name=email]').fill('erika@example.com');
    },
  });
  await page.getByTestId('contact-custom-fields').click();
  await createEditDelete(page, {
    resource: 'contactcustomfields', prefix: 'contactCustomFields', name: `Feld ${stamp}`, nameField: 'title',
    fill: async (dialog) => {
      await dialog.locator('[name=title]').fill(`Feld ${stamp}`);
      await dialog.locator('select[name=type]').selectOption('number');
    },
  });

  await page.goto('/backoffice/applications');
  await createEditDelete(page, {
    resource: 'applications', prefix: 'applications', name: `App ${stamp}`, nameField: 'name',
    fill: async (dialog) => {
      await dialog.locator('[name=name]').fill(`App ${stamp}`);
    },
  });

  await page.goto('/backoffice/files');
  await createEditDelete(page, {
    resource: 'files', prefix: 'files', name: `notiz-${stamp}`, nameField: 'name',
    fill: async () => {},
    created: async () => {
      await page.getByTestId('file-input').setInputFiles({ name: `notiz-${stamp}.txt`, mimeType: 'text/plain', buffer: Buffer.from('Hallo Welt') });
      await page.getByTestId('list-search').fill(`notiz-${stamp}`);
      const row = page.getByTestId('files-row').filter({ hasText: `notiz-${stamp}.txt` });
      const download = page.waitForEvent('download');
      await row.getByTestId('download').click();
      expect((await download).suggestedFilename()).toBe(`notiz-${stamp}.txt`);
    },
  });
  await page.getByTestId('file-folders').click();
  await createEditDelete(page, {
    resource: 'folders', prefix: 'folders', name: `Ordner ${stamp}`, nameField: 'name',
    fill: async (dialog) => {
      await dialog.locator('[name=name]').fill(`Ordner ${stamp}`);
    },
  });

  await page.goto('/backoffice/pdf-templates');
  await createEditDelete(page, {
    resource: 'pdftemplates', prefix: 'pdfTemplates', name: `Rechnung ${stamp}`, nameField: 'name',
    fill: async (dialog) => {
      await dialog.locator('[name=name]').fill(`Rechnung ${stamp}`);
      await dialog.locator('select[name=paperSize]').selectOption('A5');
      await dialog.locator('[name=content]').fill('<h1>Rechnung {{order.number}}</h1>');
    },
  });

  await page.goto('/backoffice/internationalization');
  await createEditDelete(page, {
    resource: 'translationoverrides', prefix: 'translationOverrides', name: `shop:e2e.title${stamp}`, nameField: 'key', suffix: '.neu',
    fill: async (dialog) => {
      await dialog.locator('[name=key]').fill(`shop:e2e.title${stamp}`);
      await dialog.locator('select[name=language]').selectOption('fr_fr');
      await dialog.locator('[name=text]').fill('Panier');
    },
  });

  await page.goto('/backoffice/marketing');
  await createEditDelete(page, {
    resource: 'mailinglists', prefix: 'mailingLists', name: `Newsletter ${stamp}`, nameField: 'name',
    fill: async (dialog) => {
      await dialog.locator('[name=name]').fill(`Newsletter ${stamp}`);
      await dialog.locator('[name=senderEmail]').fill('news@example.com');
    },
  });

  await page.goto('/backoffice/task-queue');
  await createEditDelete(page, {
    resource: 'tasks', prefix: 'taskQueue', name: `Aufgabe ${stamp}`, nameField: 'title',
    fill: async (dialog) => {
      await dialog.locator('[name=title]').fill(`Aufgabe ${stamp}`);
      await dialog.locator('[name=start]').fill('2026-12-02T08:00');
      await dialog.locator('[name=durationInHours]').fill('2.5');
    },
  });

  // Opt-ins name a mailing list of the tenant by its id: one made through the API for them.
  const admin = await request.post('/api/auth/login', { data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD } });
  const adminHeaders = { Authorization: `Bearer ${(await admin.json()).token}` };
  const list = await request.post('/api/mailinglists', { headers: adminHeaders, data: { name: `Optin-Liste ${stamp}`, doubleOptIn: true } });
  expect(list.status()).toBe(201);
  await page.goto('/backoffice/optins');
  await createEditDelete(page, {
    resource: 'optins', prefix: 'optIns', name: `leser-${stamp}@example.com`, nameField: 'email', suffix: '.de',
    fill: async (dialog) => {
      await dialog.locator('[name=email]').fill(`leser-${stamp}@example.com`);
      await dialog.locator('[name=mailingListId]').fill((await list.json()).id);
    },
  });

  await page.goto('/backoffice/workflows');
  await createEditDelete(page, {
    resource: 'workflows', prefix: 'workflows', name: `Retoure ${stamp}`, nameField: 'name',
    fill: async (dialog) => {
      await dialog.locator('[name=name]').fill(`Retoure ${stamp}`);
      await dialog.locator('[name=steps]').fill('[{"name": "Prüfen", "kind": "approval"}]');
    },
  });

  // Customers are the customer profiles people keep themselves: the demo shopper saves one.
  const shopper = await request.post('/api/auth/login', { data: { email: 'shopper@example.com', password: process.env.E2E_SHOPPER_PASSWORD } });
  expect(shopper.status()).toBe(200);
  const profile = await request.put('/api/contacts/mine', {
    headers: { Authorization: `Bearer ${(await shopper.json()).token}` },
    data: { firstName: 'Sina', lastName: `Kundin${stamp}` },
  });
  expect(profile.status()).toBe(200);
  const adminLogin = await request.post('/api/auth/login', { data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD } });
  const plain = await request.post('/api/contacts', { headers: { Authorization: `Bearer ${(await adminLogin.json()).token}` }, data: { lastName: `Kundin${stamp}-ohne-Konto` } });
  expect(plain.status()).toBe(201);
  await page.goto('/backoffice/customers');
  await expect(page.getByTestId('new-customers')).toHaveCount(0);
  await page.getByTestId('list-search').fill(`Kundin${stamp}-ohne-Konto`);
  await expect(page.getByTestId('customers-empty')).toBeVisible(); // a contact without an account is no customer
  await createEditDelete(page, { resource: 'customers', prefix: 'customers', name: `Kundin${stamp}`, nameField: 'lastName', fill: async () => {}, created: async () => {} });
});
