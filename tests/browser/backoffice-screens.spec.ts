import type { Locator, Page } from '@playwright/test';
import { login, test, expect } from './fixtures';

// Every back-office entry with a path, visited as the admin with one login, and create, edit and delete on each of
// the list screens built from the shared kit (calendars with their events, CMS pages, contacts with their custom
// fields, applications, files with their folders, PDF templates, translation overrides, mailing lists, opt-ins,
// workflows, customers); then the check-in suite with the native bridge, CSV import and export, and a contact's
// custom field values.

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
  await expect(page.getByTestId('nav-entry')).toHaveCount(26);
  const paths = await page.getByTestId('nav-entry').evaluateAll((links) => links.map((link) => link.getAttribute('data-path')!));
  for (const path of paths) {
    await page.locator(`[data-testid=nav-entry][data-path="${path}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/backoffice/${path}$`));
    const main = page.locator('main');
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
  // The link's navigation ends after the click returns: typing earlier would go into the entries' search box.
  await expect(page.getByTestId('new-calendars')).toBeVisible();
  await page.getByTestId('list-search').fill(`Kalender ${stamp}`);
  await expect(page.getByTestId('calendars-row')).toHaveCount(1);
  await calendar.getByTestId('delete').click();
  // Confirmed once the dialog names the calendar: a click while the dialog still opens can land beside it and close it.
  await expect(page.getByTestId('confirm-dialog')).toContainText(`Kalender ${stamp}`);
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

/** What the NativeScript shell injects, answering a badge scan with `code` (docs/native-bridge.md). */
function fakeNativeShell(code: string) {
  const listeners: Record<string, ((data: unknown) => void)[]> = {};
  (window as unknown as { nsWebViewBridge: unknown }).nsWebViewBridge = {
    ready: true,
    on(event: string, listener: (data: unknown) => void) { (listeners[event] ??= []).push(listener); },
    emit(event: string, data: { requestId: string }) {
      if (event !== 'scanBarcode') return;
      setTimeout(() => (listeners.scanBarcodeSuccess ?? []).forEach((listener) => listener({ requestId: data.requestId, text: code })), 20);
    },
  };
}

test('the check-in screens: create, edit and delete on each, the native bridge outside and inside the app, CSV, custom fields, a refusal', async ({ page, browser, request, loginAsAdmin }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  await loginAsAdmin();
  const journeys: [string, Journey][] = [
    ['checkin/events', {
      resource: 'visitorevents', prefix: 'checkinEvents', name: `Messe ${stamp}`, nameField: 'title',
      fill: async (dialog) => {
        await dialog.locator('[name=title]').fill(`Messe ${stamp}`);
        await dialog.locator('[name=start]').fill('2026-12-03T09:00');
        await dialog.locator('[name=end]').fill('2026-12-03T17:00');
      },
    }],
    ['checkin/printerconfigurations', {
      resource: 'printerconfigurations', prefix: 'printerConfigurations', name: `Drucker ${stamp}`, nameField: 'name',
      fill: async (dialog) => {
        await dialog.locator('[name=name]').fill(`Drucker ${stamp}`);
        await dialog.locator('select[name=connection]').selectOption('network');
        await dialog.locator('[name=copies]').fill('2');
      },
    }],
    ['checkin/forms', {
      resource: 'checkinforms', prefix: 'checkinForms', name: `Ausweis ${stamp}`, nameField: 'name',
      fill: async (dialog) => {
        await dialog.locator('[name=name]').fill(`Ausweis ${stamp}`);
        await dialog.locator('[name=content]').fill('<h1>{{firstName}}</h1>');
      },
    }],
    ['checkin/apps', {
      resource: 'checkinapps', prefix: 'checkinApps', name: `Empfang ${stamp}`, nameField: 'name',
      fill: async (dialog) => { await dialog.locator('[name=name]').fill(`Empfang ${stamp}`); },
    }],
    ['checkin/visitors', {
      resource: 'visitors', prefix: 'visitors', name: `Besuch${stamp}`, nameField: 'lastName',
      fill: async (dialog) => {
        await dialog.locator('[name=firstName]').fill('Vera');
        await dialog.locator('[name=lastName]').fill(`Besuch${stamp}`);
        await dialog.locator('[name=badgeCode]').fill(`B-${stamp}`);
      },
    }],
    ['devices', {
      resource: 'devices', prefix: 'devices', name: `Tablet ${stamp}`, nameField: 'name',
      fill: async (dialog) => { await dialog.locator('[name=name]').fill(`Tablet ${stamp}`); },
    }],
  ];
  for (const [path, journey] of journeys) {
    await page.goto(`/backoffice/${path}`);
    await createEditDelete(page, journey);
  }

  // Outside the native app a printer's test print says where it works instead of failing.
  const adminLogin = await request.post('/api/auth/login', { data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD } });
  const headers = { Authorization: `Bearer ${(await adminLogin.json()).token}` };
  const printer = await request.post('/api/printerconfigurations', { headers, data: { name: `Etiketten ${stamp}`, connection: 'usb' } });
  expect(printer.status()).toBe(201);
  await page.goto('/backoffice/checkin/printerconfigurations');
  await page.getByTestId('list-search').fill(`Etiketten ${stamp}`);
  await page.getByTestId('printerconfigurations-row').filter({ hasText: `Etiketten ${stamp}` }).getByTestId('test-print').click();
  await expect(page.getByTestId('native-unavailable')).toHaveText('Diese Funktion steht nur in der Check-In-App zur Verfügung.');

  // CSV import with progress and a report of the refused row (copies 0 is below the API's minimum), then the export.
  await page.getByTestId('csv-import-file').setInputFiles({
    name: 'drucker.csv', mimeType: 'text/csv',
    buffer: Buffer.from(`name;connection;copies\r\nImport A ${stamp};network;1\r\nImport B ${stamp};network;0\r\nImport C ${stamp};fax;1\r\n`),
  });
  const report = page.getByTestId('import-report');
  await expect(report.getByTestId('import-summary')).toHaveText('1 von 3 Zeilen angelegt, 2 abgelehnt.');
  await expect(report.getByTestId('import-refused')).toHaveText([/^Zeile 3: copies: /, /^Zeile 4: connection: /]);
  await page.getByTestId('list-search').fill(`Import A ${stamp}`);
  await expect(page.getByTestId('printerconfigurations-row')).toHaveCount(1);
  const download = page.waitForEvent('download');
  await page.getByTestId('csv-export').click();
  expect((await download).suggestedFilename()).toMatch(/^printerconfigurations-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByTestId('csv-exported')).toHaveText('1 Zeile exportiert.');
  await page.goto('/backoffice/export');
  const products = page.waitForEvent('download');
  await page.getByTestId('download-products').click();
  await products;
  await expect(page.getByTestId('export-products').getByTestId('export-done')).toContainText(/\d+ Zeilen exportiert\./);

  // A contact's custom field values: the form shows the tenant's custom fields and saves their values as strings.
  const vip = await request.post('/api/contactcustomfields', { headers, data: { title: `VIP ${stamp}`, type: 'boolean' } });
  const visits = await request.post('/api/contactcustomfields', { headers, data: { title: `Besuche ${stamp}`, type: 'number' } });
  await page.goto('/backoffice/contacts');
  await page.getByTestId('new-contacts').click();
  const contactDialog = page.getByTestId('contacts-dialog');
  await contactDialog.locator('[name=lastName]').fill(`Feldtest${stamp}`);
  await contactDialog.getByText(`VIP ${stamp}`).click();
  await contactDialog.getByLabel(`Besuche ${stamp}`).fill('12.5');
  await contactDialog.getByTestId('save').click();
  await expect(contactDialog).toHaveCount(0);
  const saved = await request.get(`/api/contacts?search=Feldtest${stamp}`, { headers });
  // In the form's order: the custom fields by title.
  expect((await saved.json()).elements[0].customFields).toEqual([
    { customFieldId: (await visits.json()).id, value: '12.5' },
    { customFieldId: (await vip.json()).id, value: 'true' },
  ]);

  // Inside the native app: scanning a badge checks its visitor in.
  const visitor = await request.post('/api/visitors', { headers, data: { firstName: 'Nina', lastName: `Scan${stamp}`, badgeCode: `SCAN-${stamp}` } });
  expect(visitor.status()).toBe(201);
  await page.addInitScript(fakeNativeShell, `SCAN-${stamp}`);
  await page.goto('/backoffice/checkin/visitors');
  await page.getByTestId('scan-badge').click();
  await expect(page.getByTestId('checked-in')).toHaveText(`Nina Scan${stamp} ist eingecheckt.`);
  await page.getByTestId('list-search').fill(`Scan${stamp}`);
  await expect(page.getByTestId('visitors-row').getByTestId('check-in')).toHaveCount(0);
  await page.getByTestId('scan-badge').click();
  await expect(page.getByTestId('already-checked-in')).toBeVisible();

  // Without CHECKIN_READ the visitors screen refuses to list, and offers no writing and no export.
  const email = `ohne-checkin-${stamp}@example.com`;
  const user = await request.post('/api/users', { headers, data: { displayName: 'Ohne Check-in', primaryEmail: email, password: 'ohne-checkin-1' } });
  expect(user.status()).toBe(201);
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const other = await context.newPage();
  await login(other, email, 'ohne-checkin-1');
  await other.goto('/backoffice/checkin/visitors');
  await expect(other.locator('main').getByTestId('load-error')).toContainText('Dafür fehlt Ihnen die Berechtigung.');
  await expect(other.getByTestId('new-visitors')).toHaveCount(0);
  await expect(other.getByTestId('csv-export')).toHaveCount(0);
  await context.close();
});
