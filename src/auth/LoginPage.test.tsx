// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { configureApi } from '../../runtime/api/http';
import { SESSION_STORAGE_KEY, useSession } from '../../runtime/auth';
import { renderApp } from '../testing/renderApp';
import { startServerProcess, type ServerProcess } from '../../server/test/server-process';

// The login page against the real server: its answers (401, 429, success) as the user sees them.
const RATE_LIMIT = 3;
let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess({ LOGIN_RATE_MAX: String(RATE_LIMIT) });
  configureApi({ baseUrl: `${server.origin}/api` });
}, 120_000);
afterAll(async () => server?.stop());
afterEach(async () => {
  cleanup();
  await useSession.getState().logout();
});

async function submit(email: string, password: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: /E-Mail-Adresse/ }), { target: { value: email } });
  fireEvent.change(document.querySelector('input[name=password]')!, { target: { value: password } });
  fireEvent.submit(screen.getByTestId('login-form'));
}

describe('LoginPage', () => {
  it('shows the wrong-credentials error and stays on the login page', async () => {
    renderApp('/login');
    await submit(server.adminEmail, 'not-the-password');
    expect((await screen.findByTestId('login-error')).textContent).toBe('E-Mail-Adresse oder Passwort ist falsch.');
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('shows too many attempts once the server limits the logins of an address', async () => {
    renderApp('/login');
    const email = 'limited@example.com';
    for (let attempt = 1; attempt <= RATE_LIMIT; attempt++) {
      await submit(email, `wrong-${attempt}`);
      expect((await screen.findByText('E-Mail-Adresse oder Passwort ist falsch.'))).toBeTruthy();
      await screen.findByRole('button', { name: 'Anmelden' }); // enabled again
    }
    await submit(email, 'wrong-again');
    expect(await screen.findByText(/Zu viele Anmeldeversuche/)).toBeTruthy();
  });

  it('logs in and continues to the page named in ?redirect=', async () => {
    renderApp('/login?redirect=%2Fbackoffice%2Fcalendars');
    await submit(server.adminEmail, server.adminPassword);
    expect(await screen.findByTestId('backoffice')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/backoffice/calendars');
    expect(screen.getByTestId('user-name').textContent).toBe(useSession.getState().user?.displayName);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!).user.primaryEmail).toBe(server.adminEmail);
  });
});
