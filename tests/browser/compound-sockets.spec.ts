import { test, expect } from './fixtures';
import { createCompound, createProject } from './compound-helpers';
import { apiLogin, canvasWidget, createApplication, openEditor, readApplication, useSession } from './editor-helpers';

// A compound instance's root sockets in the sockets panel: listed with direction and type, wired both ways to
// page widgets in the panel, and working in the preview (values cross the instance's border in both directions).

test.beforeEach(async ({ page, request }) => {
  await useSession(page, await apiLogin(request));
});

/** A dialog inside a compound: its public input 'oeffnen' opens it, its public output 'offen' tells whether it is open. */
const dialogCard = (projectId: string) => ({
  name: 'Dialogkarte',
  projectId,
  widget: {
    id: 'box', type: 'Container', settings: {},
    slots: { children: [{ id: 'dlg', type: 'Dialog', settings: { title: 'Karte', showButton: false }, slots: { content: [{ id: 'inner', type: 'Text', settings: { text: 'Hallo aus der Karte' } }] } }] },
  },
  socketConnections: [],
  rootSockets: [
    { name: 'oeffnen', direction: 'input', target: { widgetId: 'dlg', socket: 'open' } },
    { name: 'offen', direction: 'output', target: { widgetId: 'dlg', socket: 'isOpen' } },
  ],
});

test("connects page widgets to an instance's root input and from its root output in the sockets panel; the preview carries the values", async ({ page, request }) => {
  const session = await apiLogin(request);
  const projectId = await createProject(request, session, 'Root-Sockets');
  const compoundId = await createCompound(request, session, dialogCard(projectId));
  const appId = await createApplication(request, session, {
    name: 'Root-Sockets', projectId, schemaVersion: 1,
    content: [{
      path: '', title: 'Start', authenticationRequired: false, socketConnections: [],
      widget: {
        id: 'root', type: 'FlexboxContainer', settings: { direction: 'column' },
        slots: { children: [
          { id: 'go', type: 'Button', settings: { label: 'Öffnen' } },
          { id: 'lock', type: 'Button', settings: { label: 'Gesperrt, solange offen' } },
          { id: 'note', type: 'Text', settings: { text: 'Notiz' } },
          { id: 'inst', type: 'CompoundWidget', settings: { compoundId } },
        ] },
      },
    }],
  });
  await openEditor(page, appId);
  await expect(canvasWidget(page, 'inst')).toContainText('Hallo aus der Karte');
  await canvasWidget(page, 'inst').click();
  await expect(canvasWidget(page, 'inst')).toHaveAttribute('data-selected', 'true');

  const panel = page.getByTestId('sockets-panel');
  const rootSockets = panel.getByTestId('root-socket');
  await expect(rootSockets).toHaveText(['Eingang oeffnen (Ereignis)', 'Ausgang offen (Ja/Nein)']);

  // A page button's click feeds the root input; the root output feeds another button's 'disabled' input.
  await panel.getByTestId('connection-own-socket').selectOption('input::oeffnen');
  await panel.getByTestId('connection-peer').selectOption('go::clicked');
  await panel.getByTestId('connection-add').click();
  await panel.getByTestId('connection-own-socket').selectOption('output::offen');
  await panel.getByTestId('connection-peer').selectOption('lock::disabled');
  await panel.getByTestId('connection-add').click();
  // A yes/no output cannot feed a text: as for any widget, that target is not offered.
  await panel.getByTestId('connection-own-socket').selectOption('output::offen');
  await expect(panel.getByTestId('connection-peer').locator('option[value="lock::disabled"]')).toHaveCount(1);
  await expect(panel.getByTestId('connection-peer').locator('option[value="note::text"]')).toHaveCount(0);
  await expect(panel.getByTestId('socket-connection')).toHaveCount(2);
  await expect(panel.getByTestId('socket-connection').first()).toContainText('Öffnen');

  await page.getByTestId('save').click();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');
  const stored = (await readApplication(request, session, appId)) as unknown as { content: { socketConnections: unknown[] }[] };
  expect(stored.content[0].socketConnections).toMatchObject([
    { from: { widgetId: 'go', socket: 'clicked' }, to: { widgetId: 'inst', socket: 'oeffnen' } },
    { from: { widgetId: 'inst', socket: 'offen' }, to: { widgetId: 'lock', socket: 'disabled' } },
  ]);

  const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('preview').click()]);
  const inner = preview.locator('[data-widget-id="inst~inner"]');
  const lock = preview.locator('[data-widget-id="lock"]').getByRole('button');
  await expect(lock).toBeEnabled();
  await expect(inner).toHaveCount(0);
  await preview.locator('[data-widget-id="go"]').getByRole('button').click();
  await expect(inner).toHaveText('Hallo aus der Karte'); // the click reached the dialog inside the instance
  await expect(lock).toBeDisabled(); // and the dialog's state came out of it
  await preview.getByRole('dialog').getByRole('button').click(); // close
  await expect(inner).toHaveCount(0);
  await expect(lock).toBeEnabled();
});
