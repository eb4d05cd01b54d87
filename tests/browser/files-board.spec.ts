import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import {
  apiLogin, canvasWidget, createApplication, dragFromPalette, openEditor, pointerDrag, sampleApplication, selectWidget, useSession,
} from './editor-helpers';

// A builder drags Files and a DndBoard from the palette, configures them in the property panel and saves. In the
// preview a file is uploaded through Files and listed; cards of the board move with the keyboard and with the
// mouse, and are still in their new columns after a reload (the moves are stored).
const base = () => process.env.E2E_BASE_URL!;
const panel = (page: Page) => page.getByTestId('property-panel');
const TYPE = `aufgaben-${Date.now()}`;
let boardId: string;
let filesId: string;

const column = (page: Page, value: string) => page.locator(`[data-widget-id="${boardId}"] [data-testid=board-column][data-value="${value}"]`);
const card = (page: Page, title: string) => page.locator(`[data-widget-id="${boardId}"] [data-testid=board-card]`).filter({ hasText: title });

test('Files and a DndBoard configured in the editor: an upload is listed, moved cards stay after a reload', async ({ page, request }) => {
  const session = await apiLogin(request);
  const auth = { Authorization: `Bearer ${session.token}` };
  const post = async (path: string, data: unknown) => {
    const response = await request.post(`${base()}/api${path}`, { headers: auth, data });
    expect(response.status(), await response.text()).toBe(201);
  };
  await post('/datatypes', { path: TYPE, schema: { type: 'object', properties: { name: { type: 'string' }, status: { type: 'string' } } } });
  for (const [name, status] of [['Angebot schreiben', 'offen'], ['Rechnung prüfen', 'offen'], ['Lager zählen', 'arbeit']]) await post(`/data/${TYPE}`, { name, status });

  await useSession(page, session);
  const appId = await createApplication(request, session, sampleApplication('Dateien und Tafel'));
  await openEditor(page, appId);

  filesId = await dragFromPalette(page, 'Files', 'Dateien', 'boxB');
  await selectWidget(page, filesId);
  await panel(page).locator('#root_allowUpload').setChecked(true);

  boardId = await dragFromPalette(page, 'DndBoard', 'Kanban', 'boxB');
  // Without columns it asks to be configured, on the canvas too.
  await expect(canvasWidget(page, boardId).getByTestId('configure-notice')).toBeVisible();
  await selectWidget(page, boardId);
  await panel(page).locator('#root_dataType').fill(TYPE);
  for (const [index, [value, label]] of [['offen', 'Offen'], ['arbeit', 'In Arbeit'], ['fertig', 'Fertig']].entries()) {
    await panel(page).getByRole('button', { name: 'Eintrag hinzufügen' }).last().click();
    await panel(page).locator(`#root_columns_${index}_value`).fill(value);
    await panel(page).locator(`#root_columns_${index}_label`).fill(label);
  }
  // In the editor the board shows its cards, which do not move there.
  await expect(canvasWidget(page, boardId).getByTestId('board-card')).toHaveCount(3);
  await expect(canvasWidget(page, boardId).getByTestId('board-card').first()).toHaveAttribute('aria-disabled', 'true');
  await page.getByTestId('save').click();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');

  const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('preview').click()]);
  await test.step('upload a file through Files', () => uploadInPreview(preview));
  await test.step('move cards with the keyboard and the mouse, then reload', () => moveCardsInPreview(preview));
});

async function uploadInPreview(preview: Page) {
  const files = preview.locator(`[data-widget-id="${filesId}"]`);
  await expect(files.getByTestId('empty-state')).toHaveText('Keine Dateien gefunden.');
  await files.locator('input[type=file]').setInputFiles({ name: 'protokoll.txt', mimeType: 'text/plain', buffer: Buffer.from('Protokoll der Sitzung') });
  await expect(files.getByTestId('file-row')).toHaveCount(1);
  await expect(files.getByTestId('file-row')).toContainText('protokoll.txt');
  await expect(files.getByRole('status')).toHaveText('protokoll.txt wurde hochgeladen.');
}

async function moveCardsInPreview(preview: Page) {
  await expect(column(preview, 'offen').getByTestId('board-card-title')).toHaveText(['Rechnung prüfen', 'Angebot schreiben']);

  // Keyboard: space picks the card up, the right arrow takes it to the next column, space drops it.
  await card(preview, 'Angebot schreiben').focus();
  await preview.keyboard.press('Space');
  // Screen readers hear each step (dnd-kit's live region).
  await expect(preview.getByText('Karte Angebot schreiben aufgenommen, in Spalte Offen.')).toBeAttached();
  // dnd-kit starts listening for the arrow keys in a timer set at the pick-up, and a loaded machine can show the
  // announcement before that timer ran; a person cannot press that fast, a test can: let a frame and the timer pass.
  await preview.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  await preview.keyboard.press('ArrowRight');
  await expect(preview.getByText('Karte Angebot schreiben ist über Spalte In Arbeit.')).toBeAttached();
  await preview.keyboard.press('Space');
  await expect(column(preview, 'arbeit').getByTestId('board-card-title')).toHaveText(['Lager zählen', 'Angebot schreiben']);
  await expect(card(preview, 'Angebot schreiben')).toBeFocused();
  await expect(card(preview, 'Angebot schreiben')).not.toHaveAttribute('aria-busy', 'true');

  // Mouse: drag a card into the last column.
  await pointerDrag(preview, card(preview, 'Lager zählen'), column(preview, 'fertig'));
  await preview.mouse.up();
  await expect(column(preview, 'fertig').getByTestId('board-card-title')).toHaveText(['Lager zählen']);
  await expect(card(preview, 'Lager zählen')).not.toHaveAttribute('aria-busy', 'true');

  await preview.reload();
  await expect(column(preview, 'offen').getByTestId('board-card-title')).toHaveText(['Rechnung prüfen']);
  await expect(column(preview, 'arbeit').getByTestId('board-card-title')).toHaveText(['Angebot schreiben']);
  await expect(column(preview, 'fertig').getByTestId('board-card-title')).toHaveText(['Lager zählen']);
}
