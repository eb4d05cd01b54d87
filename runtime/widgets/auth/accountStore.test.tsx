// @vitest-environment jsdom
import { cleanup, fireEvent, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest } from '../../api/http';
import { createUser } from '../../api/resources';
import { useSession } from '../../auth';
import type { User } from '../../../model/api/schemas/users';
import { startStoreTestServer, type StoreTestServer } from '../../testing/storeTestServer';
import { renderTree, widgetElement } from '../../testing/renderTree';
import { registry } from './authTesting';

// The account widgets against the real server (one server for the file; texts and states are in accountWidgets.test.tsx).
let server: StoreTestServer;
const password = 'altes-passwort-1';
let email = '';

beforeAll(async () => {
  server = await startStoreTestServer();
  await server.loginAsAdmin();
  email = `paula${Date.now()}@example.com`;
  await createUser({ displayName: 'Paula', primaryEmail: email, password });
  await server.logout();
}, 120_000);
afterAll(async () => {
  await server?.logout();
  await server?.stop();
});
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const type = (root: Element, name: string, value: string) => fireEvent.change(root.querySelector(`input[name=${name}]`)!, { target: { value } });

/** The reset link of the newest mail to `to`, read from the outbox as the administrator (mails go out after the answer). */
async function mailedResetLink(to: string): Promise<URL> {
  await server.loginAsAdmin();
  try {
    return await waitFor(async () => {
      const page = await apiRequest<{ elements: { to: string; text: string }[] }>('GET', '/mailoutbox');
      const mail = page.elements.find((m) => m.to === to);
      const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
      if (!link) throw new Error('no reset mail yet');
      return new URL(link);
    }, { timeout: 10_000 });
  } finally {
    await server.logout();
  }
}

describe('forgotten password', () => {
  it('requests the mail, opens its link, sets a new password once; the old one stops working, the new one logs in', async () => {
    const request = renderTree({ id: 'r', type: 'PasswordReset', settings: { loginLink: '/login' } }, { registry });
    const form = widgetElement(request.container, 'r');
    type(form, 'email', email);
    fireEvent.submit(form.querySelector('form')!);
    await waitFor(() => expect(form.querySelector('[data-testid=reset-requested]')).not.toBeNull());
    cleanup();

    const link = await mailedResetLink(email);
    expect(link.origin).toBe(window.location.origin);
    expect(link.searchParams.get('resetToken')).toBeTruthy();
    window.history.replaceState(null, '', `${link.pathname}${link.search}`);
    const confirm = renderTree({ id: 'r', type: 'PasswordReset', settings: { loginLink: '/login' } }, { registry });
    const confirmForm = widgetElement(confirm.container, 'r');
    type(confirmForm, 'newPassword', 'neues-passwort-1');
    type(confirmForm, 'repeatPassword', 'neues-passwort-1');
    fireEvent.submit(confirmForm.querySelector('form')!);
    await waitFor(() => expect(confirmForm.querySelector('[data-testid=reset-done]')).not.toBeNull());
    expect(confirmForm.querySelector('[data-testid=reset-login-link]')!.getAttribute('href')).toBe('/login');
    cleanup();

    // The same link a second time: used up, said as such.
    const again = renderTree({ id: 'r', type: 'PasswordReset' }, { registry });
    const againForm = widgetElement(again.container, 'r');
    type(againForm, 'newPassword', 'drittes-passwort-1');
    type(againForm, 'repeatPassword', 'drittes-passwort-1');
    fireEvent.submit(againForm.querySelector('form')!);
    await waitFor(() => expect(againForm.querySelector('[role=alert]')?.textContent)
      .toBe('Dieser Link ist abgelaufen oder wurde schon verwendet. Bitte fordern Sie einen neuen an.'));

    await expect(server.login(email, password)).rejects.toThrow();
    await server.login(email, 'neues-passwort-1');
    expect(useSession.getState().user?.primaryEmail).toBe(email);
    await server.logout();
  });
});

describe('signed in', () => {
  beforeAll(async () => { await server.login(email, 'neues-passwort-1'); });
  afterAll(async () => { await server.logout(); });

  it('ChangePassword: a wrong current password is said under its field; the right one changes it', async () => {
    const { container } = renderTree({ id: 'c', type: 'ChangePassword' }, { registry });
    const form = widgetElement(container, 'c');
    type(form, 'currentPassword', 'falsch-geraten');
    type(form, 'newPassword', 'viertes-passwort-1');
    type(form, 'repeatPassword', 'viertes-passwort-1');
    fireEvent.submit(form.querySelector('form')!);
    await waitFor(() => expect(form.querySelector('[data-testid=current-password-error]')?.textContent).toBe('Das aktuelle Passwort ist falsch.'));
    type(form, 'currentPassword', 'neues-passwort-1');
    fireEvent.submit(form.querySelector('form')!);
    await waitFor(() => expect(form.querySelector('[data-testid=password-changed]')?.textContent)
      .toBe('Ihr Passwort wurde geändert. Alle anderen Anmeldungen (andere Geräte und Browser) wurden beendet.'));
    expect(form.querySelector('[data-testid=current-password-error]')).toBeNull();
    expect(useSession.getState().user?.primaryEmail).toBe(email);
  });

  it('Profile: first and last name become the display name; the saved profile keeps what the form does not show', async () => {
    await apiRequest('PATCH', '/users/me', { body: { profile: { avatarUrl: '/avatar.png' } } });
    await useSession.getState().refresh();
    const { container } = renderTree({ id: 'p', type: 'Profile' }, { registry });
    const form = widgetElement(container, 'p');
    type(form, 'firstName', 'Paula');
    type(form, 'lastName', 'Beispiel');
    fireEvent.submit(form.querySelector('form')!);
    await waitFor(() => expect(form.querySelector('[data-testid=profile-saved]')).not.toBeNull());
    const me = await apiRequest<User>('GET', '/users/me');
    expect(me.displayName).toBe('Paula Beispiel');
    expect(me.profile).toMatchObject({ firstName: 'Paula', lastName: 'Beispiel', company: '', avatarUrl: '/avatar.png' });
    expect(useSession.getState().user?.displayName).toBe('Paula Beispiel');
  });
});
