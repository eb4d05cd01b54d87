// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../auth';
import { renderTree, widgetElement } from '../../testing/renderTree';
import type { WidgetNode } from '../../../model/document/types';
import { cleanUpAfterEach, erika, registry, signIn } from './authTesting';
import { initials } from './LoginStatus';

cleanUpAfterEach();
const text = (id: string, content: string): WidgetNode => ({ id, type: 'Text', settings: { text: content } });

describe('AuthorizedContainer', () => {
  const tree: WidgetNode = { id: 'a', type: 'AuthorizedContainer', slots: { children: [text('t', 'Geheim')] } };

  it('shows its children only while somebody is signed in', () => {
    const { container } = renderTree(tree, { registry });
    expect(container.textContent).not.toContain('Geheim');
    signIn();
    expect(container.textContent).toContain('Geheim');
    act(() => useSession.setState({ user: null }));
    expect(container.textContent).not.toContain('Geheim');
  });

  it('with permissions, shows them only to users holding every one of them (TENANT_ADMIN holds all)', () => {
    const restricted: WidgetNode = { ...tree, settings: { permissions: ['TASKS_READ', 'WORKLOGS_READ'] } };
    const { container } = renderTree(restricted, { registry });
    signIn();
    expect(container.textContent).not.toContain('Geheim');
    signIn({ ...erika, permissions: ['TASKS_READ'] });
    expect(container.textContent).not.toContain('Geheim');
    signIn({ ...erika, permissions: ['WORKLOGS_READ', 'TASKS_READ'] });
    expect(container.textContent).toContain('Geheim');
    signIn({ ...erika, permissions: ['TENANT_ADMIN'] });
    expect(container.textContent).toContain('Geheim');
  });

  it('shows them in the editor, so they can be edited', () => {
    const { container } = renderTree(tree, { registry, extensions: { mode: 'edit' } });
    expect(container.textContent).toContain('Geheim');
  });
});

describe('CurrentUser', () => {
  const tree: WidgetNode = { id: 'c', type: 'CurrentUser', slots: { loggedIn: [text('i', 'Willkommen')], loggedOut: [text('o', 'Gast')] } };

  it('renders the logged-in branch for a user with a display name, else the logged-out one', () => {
    const { container } = renderTree(tree, { registry });
    expect(container.textContent).toBe('Gast');
    signIn();
    expect(container.textContent).toBe('Willkommen');
    signIn({ ...erika, displayName: '' });
    expect(container.textContent).toBe('Gast');
  });

  it('shows both branches in the editor', () => {
    const { container } = renderTree(tree, { registry, extensions: { mode: 'edit' } });
    expect(container.textContent).toContain('Willkommen');
    expect(container.textContent).toContain('Gast');
  });
});

describe('LogoutButton', () => {
  it('is hidden for guests; signed in it says "Abmelden" (or its label)', () => {
    const { container } = renderTree({ id: 'l', type: 'LogoutButton' }, { registry });
    expect(container.querySelector('button')).toBeNull();
    signIn();
    expect(container.querySelector('button')!.textContent).toBe('Abmelden');
    cleanup();
    const labelled = renderTree({ id: 'l', type: 'LogoutButton', settings: { label: 'Tschüss' } }, { registry, language: 'en_us' });
    expect(labelled.container.querySelector('button')!.textContent).toBe('Tschüss');
  });

  it('renders in the editor with its default text, in every language', () => {
    const { container } = renderTree({ id: 'l', type: 'LogoutButton' }, { registry, extensions: { mode: 'edit' }, language: 'fr_fr' });
    expect(container.querySelector('button')!.textContent).toBe('Se déconnecter');
  });
});

describe('PasswordLogin', () => {
  it('is a form with e-mail, password and a submit button that waits for both', () => {
    const { container } = renderTree({ id: 'p', type: 'PasswordLogin', settings: { resetLink: '/passwort' } }, { registry });
    const form = widgetElement(container, 'p');
    const submit = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
    expect(submit.textContent).toBe('Anmelden');
    expect(submit.disabled).toBe(true);
    fireEvent.change(form.querySelector('input[name=email]')!, { target: { value: 'a@example.com' } });
    fireEvent.change(form.querySelector('input[name=password]')!, { target: { value: 'geheim' } });
    expect(submit.disabled).toBe(false);
    expect(screen.getByTestId('forgot-password').getAttribute('href')).toBe('/passwort');
  });

  it('cannot be used in the editor', () => {
    const { container } = renderTree({ id: 'p', type: 'PasswordLogin' }, { registry, extensions: { mode: 'edit' } });
    expect(container.querySelector<HTMLInputElement>('input[name=email]')!.disabled).toBe(true);
  });
});

describe('LoginStatus', () => {
  it('guests see "Anmelden", which opens a login dialog at most 500px wide; Escape closes it', () => {
    const { container } = renderTree({ id: 's', type: 'LoginStatus' }, { registry });
    const badge = widgetElement(container, 's').querySelector('button')!;
    expect(badge.textContent).toBe('Anmelden');
    fireEvent.click(badge);
    const dialog = screen.getByRole('dialog');
    expect(dialog.style.maxWidth).toBe('500px');
    expect(dialog.querySelector('input[name=email]')).not.toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('without its dialog, logs in within the application: the form unfolds under the badge, never the builder\'s login page', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...globalThis.location, assign, pathname: '/shop/', search: '' });
    try {
      const { container } = renderTree({ id: 's', type: 'LoginStatus', settings: { dialog: false } }, { registry });
      const badge = widgetElement(container, 's').querySelector('button')!;
      fireEvent.click(badge);
      expect(assign).not.toHaveBeenCalled();
      expect(screen.queryByRole('dialog')).toBeNull(); // not modal: the page stays usable
      const panel = screen.getByTestId('login-status-form');
      expect(widgetElement(container, 's').contains(panel)).toBe(true);
      expect(panel.querySelector('input[name=email]')).not.toBeNull();
      expect(badge.getAttribute('aria-expanded')).toBe('true');
      expect(badge.getAttribute('aria-controls')).toBe(panel.id);
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(screen.queryByTestId('login-status-form')).toBeNull();
      fireEvent.click(badge);
      signIn(); // a login closes it
      expect(screen.queryByTestId('login-status-form')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('signed in: the name in its colours, opening a menu of the extra links and Logout, which logs out', async () => {
    signIn();
    const { container } = renderTree({
      id: 's', type: 'LoginStatus',
      settings: { backgroundColor: '#000000', fontColor: '#ffffff', menuButtons: [{ label: 'Meine Bestellungen', link: '/bestellungen' }] },
    }, { registry });
    const badge = widgetElement(container, 's').querySelector('button')!;
    expect(badge.textContent).toBe('Erika Muster');
    expect(badge.style.background).toBe('rgb(0, 0, 0)');
    expect(badge.style.color).toBe('rgb(255, 255, 255)');
    fireEvent.click(badge);
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Meine Bestellungen', 'Abmelden']);
    expect(items[0].getAttribute('href')).toBe('/bestellungen');
    await act(async () => { fireEvent.click(items[1]); });
    expect(useSession.getState().user).toBeNull();
    expect(widgetElement(container, 's').querySelector('button')!.textContent).toBe('Anmelden');
  });

  it('keeps its menu open when the session check brings the same user anew, and closes it for another user', () => {
    signIn();
    const { container } = renderTree({ id: 's', type: 'LoginStatus' }, { registry });
    fireEvent.click(widgetElement(container, 's').querySelector('button')!);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Abmelden']);
    // After a reload the stored user shows at once and the check of the session answers a moment later.
    act(() => useSession.setState({ user: { ...useSession.getState().user!, permissions: [...useSession.getState().user!.permissions] } }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Abmelden']);
    act(() => useSession.setState({ user: { ...useSession.getState().user!, id: 'someone-else', displayName: 'Max Muster' } }));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('viewType icon shows the initials', () => {
    signIn();
    const { container } = renderTree({ id: 's', type: 'LoginStatus', settings: { viewType: 'icon' } }, { registry });
    expect(widgetElement(container, 's').querySelector('button')!.textContent).toBe('EM');
    expect(initials('Cher')).toBe('CH');
    expect(initials('Anna Maria Weber')).toBe('AW');
  });
});

describe('EmailVerificationBanner', () => {
  it('asks a signed-in user with an unconfirmed address to confirm it, naming the address', () => {
    signIn();
    const { container } = renderTree({ id: 'e', type: 'EmailVerificationBanner' }, { registry });
    expect(container.textContent).toContain('Bitte verifizieren Sie Ihre E-Mail Adresse: erika@example.com');
    expect(screen.getByRole('button').textContent).toBe('Verifizierungsmail erneut senden');
  });

  it('shows nothing for guests and for confirmed addresses', () => {
    const guest = renderTree({ id: 'e', type: 'EmailVerificationBanner' }, { registry });
    expect(guest.container.textContent).toBe('');
    signIn({ ...erika, primaryEmailAddress: { address: erika.primaryEmail, validated: true } });
    expect(guest.container.textContent).toBe('');
  });

  it('with verificationToken in the address it says it is verifying first', () => {
    window.history.replaceState(null, '', '/?verificationToken=abc');
    const { container } = renderTree({ id: 'e', type: 'EmailVerificationBanner' }, { registry });
    expect(container.textContent).toBe('E-Mail Adresse wird verifiziert, bitte warten...');
  });

  it('has every text in English too', () => {
    signIn();
    const { container } = renderTree({ id: 'e', type: 'EmailVerificationBanner' }, { registry, language: 'en_us' });
    expect(container.textContent).toContain('Please verify your email address: erika@example.com');
  });
});

describe('AutoLogout', () => {
  afterEach(() => vi.useRealTimers());

  it('logs the user out after idleMinutes without activity; activity starts the wait again', async () => {
    vi.useFakeTimers();
    signIn();
    const { container } = renderTree({ id: 'x', type: 'AutoLogout', settings: { idleMinutes: 2 } }, { registry });
    expect(container.textContent).toBe('');
    await act(async () => { vi.advanceTimersByTime(90_000); });
    fireEvent.keyDown(window, { key: 'a' });
    await act(async () => { vi.advanceTimersByTime(90_000); });
    expect(useSession.getState().user).not.toBeNull();
    await act(async () => { vi.advanceTimersByTime(31_000); });
    expect(useSession.getState().user).toBeNull();
  });

  it('shows a note in the editor and logs nobody out there', () => {
    const { container } = renderTree({ id: 'x', type: 'AutoLogout' }, { registry, extensions: { mode: 'edit' } });
    expect(container.textContent).toBe('Automatisches Abmelden nach 30 Minuten ohne Aktivität');
  });
});
