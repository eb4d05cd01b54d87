// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../testing/renderUi';
import { ConfirmDialog, type Choice } from './ConfirmDialog';

// jsdom lays nothing out, so the dialog's focus trap would take every button for hidden and focus the
// dialog itself: give elements a box, as a browser does.
beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(() => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList);
});
afterAll(() => vi.restoreAllMocks());
afterEach(cleanup);

const remove = (onChoose = vi.fn()): Choice => ({ label: 'Löschen', testId: 'confirm', tone: 'danger', onChoose });

/** The common question: Cancel and one dangerous choice. */
function askToDelete() {
  const onCancel = vi.fn();
  const onDelete = vi.fn();
  renderUi(
    <ConfirmDialog open title="Löschen?" testId="confirm-dialog" onCancel={onCancel} choices={[remove(onDelete)]}>
      Wirklich?
    </ConfirmDialog>,
  );
  return { user: userEvent.setup(), onCancel, onDelete };
}

describe('ConfirmDialog', () => {
  it('is an alert dialog named by its title and described by its question, with the focus on Cancel', async () => {
    renderUi(
      <ConfirmDialog open title="Produkt löschen?" testId="confirm-dialog" onCancel={() => {}} choices={[remove()]}>
        Das Produkt „Tasse“ wird gelöscht.
      </ConfirmDialog>,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Produkt löschen?' });
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Das Produkt „Tasse“ wird gelöscht.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Abbrechen' })));
  });

  it('does nothing dangerous on Enter: Enter presses the focused Cancel', async () => {
    const { user, onCancel, onDelete } = askToDelete();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('confirm-cancel')));
    await user.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('cancels on Escape when it can be cancelled, and runs the chosen action on click', async () => {
    const { user, onCancel, onDelete } = askToDelete();
    await screen.findByRole('alertdialog');
    await user.click(screen.getByTestId('confirm'));
    expect(onDelete).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('without Cancel must be answered: Escape does nothing, the focus is on the choice marked safe', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    const copy = vi.fn();
    renderUi(
      <ConfirmDialog
        open
        title="Konflikt"
        testId="conflict"
        choices={[
          { label: 'Neu laden', testId: 'reload', onChoose: reload },
          { label: 'Als Kopie speichern', testId: 'copy', tone: 'primary', safe: true, onChoose: copy },
        ]}
      >
        Jemand anderes hat gespeichert.
      </ConfirmDialog>,
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('copy')));
    expect(screen.queryByRole('button', { name: 'Abbrechen' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('conflict').isConnected).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows why the action failed and keeps every button disabled while it runs', async () => {
    renderUi(
      <ConfirmDialog open busy title="Löschen?" testId="confirm-dialog" onCancel={() => {}} error="Das hat nicht geklappt." choices={[remove()]}>
        Wirklich?
      </ConfirmDialog>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Das hat nicht geklappt.');
    expect(screen.getByTestId<HTMLButtonElement>('confirm').disabled).toBe(true);
    expect(screen.getByTestId<HTMLButtonElement>('confirm-cancel').disabled).toBe(true);
  });

  it('speaks the interface language', async () => {
    renderUi(
      <ConfirmDialog open title="Delete?" testId="confirm-dialog" onCancel={() => {}} choices={[remove()]}>
        Really?
      </ConfirmDialog>,
      'fr_fr',
    );
    expect(await screen.findByRole('button', { name: 'Annuler' })).toBeTruthy();
  });
});
