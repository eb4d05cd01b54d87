// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiRequestError } from '../../runtime/api/http';
import { setLanguage } from '../../runtime/i18n';
import { renderInApp } from '../testing/renderApp';
import { LoginForm } from './LoginForm';

/** A login whose outcome the test decides, to look at the form while the request is still running. */
function pendingLogin() {
  const calls: { email: string; password: string }[] = [];
  let settle!: { resolve(): void; reject(error: unknown): void };
  const onSubmit = (email: string, password: string) => {
    calls.push({ email, password });
    return new Promise<void>((resolve, reject) => { settle = { resolve, reject }; });
  };
  return { calls, onSubmit, settle: () => settle };
}

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(document.querySelector('input[name=email]')!, { target: { value: email } });
  fireEvent.change(document.querySelector('input[name=password]')!, { target: { value: password } });
  fireEvent.submit(screen.getByTestId('login-form'));
}

describe('LoginForm', () => {
  afterEach(async () => {
    cleanup();
    await setLanguage('de_de');
  });

  it('sends the trimmed e-mail and the password, and is disabled until the answer arrives', async () => {
    const login = pendingLogin();
    renderInApp(<LoginForm onSubmit={login.onSubmit} />);
    const button = document.querySelector<HTMLButtonElement>('button[type=submit]')!;
    expect(button.disabled).toBe(false);

    fillAndSubmit('  admin@example.com ', 'secret');
    expect(login.calls).toEqual([{ email: 'admin@example.com', password: 'secret' }]);
    expect(button.disabled).toBe(true);
    expect(document.querySelector<HTMLInputElement>('input[name=email]')!.disabled).toBe(true);
    expect(document.querySelector<HTMLInputElement>('input[name=password]')!.disabled).toBe(true);

    // a second submit while the first runs sends nothing
    fireEvent.submit(screen.getByTestId('login-form'));
    expect(login.calls).toHaveLength(1);

    login.settle().resolve();
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(screen.queryByTestId('login-error')).toBeNull();
  });

  it('shows wrong credentials in German by default and enables the form again', async () => {
    const login = pendingLogin();
    renderInApp(<LoginForm onSubmit={login.onSubmit} />);
    fillAndSubmit('admin@example.com', 'wrong');
    login.settle().reject(new ApiRequestError(401, 'UNAUTHORIZED', 'Invalid e-mail or password'));
    expect(await screen.findByTestId('login-error')).toHaveProperty('textContent', 'E-Mail-Adresse oder Passwort ist falsch.');
    expect(document.querySelector<HTMLButtonElement>('button[type=submit]')!.disabled).toBe(false);
  });

  it('shows too many attempts in the chosen language and clears the error on the next try', async () => {
    await setLanguage('en_us');
    const login = pendingLogin();
    renderInApp(<LoginForm onSubmit={login.onSubmit} />);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    fillAndSubmit('admin@example.com', 'wrong');
    login.settle().reject(new ApiRequestError(429, 'TOO_MANY_REQUESTS', 'Too many requests'));
    expect((await screen.findByTestId('login-error')).textContent).toBe('Too many login attempts. Please wait a moment and try again.');

    fillAndSubmit('admin@example.com', 'right');
    expect(screen.queryByTestId('login-error')).toBeNull();
  });

  it('explains an e-mail that has accounts in several tenants', async () => {
    const login = pendingLogin();
    renderInApp(<LoginForm onSubmit={login.onSubmit} />);
    fillAndSubmit('shared@example.com', 'secret');
    login.settle().reject(new ApiRequestError(400, 'TENANT_REQUIRED', 'send X-Tenant-Id'));
    expect((await screen.findByTestId('login-error')).textContent).toContain('gehört zu mehreren Mandanten');
  });

  it('says the server cannot be reached when the request itself fails', async () => {
    const login = pendingLogin();
    renderInApp(<LoginForm onSubmit={login.onSubmit} />);
    fillAndSubmit('admin@example.com', 'secret');
    login.settle().reject(new TypeError('fetch failed'));
    expect((await screen.findByTestId('login-error')).textContent).toBe('Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung.');
  });
});
