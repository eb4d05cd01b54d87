// @vitest-environment jsdom
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest } from '../../api/http';
import { createUser } from '../../api/resources';
import { useSession } from '../../auth';
import type { User } from '../../../model/api/schemas/users';
import { startStoreTestServer, type StoreTestServer } from '../../testing/storeTestServer';
import { renderTree, widgetElement } from '../../testing/renderTree';
import { registry } from './authTesting';

// The account and messaging widgets against the real server (one server for the file, the only one of auth and
// messaging; texts and states are in accountWidgets.test.tsx and messaging/conversationWidgets.test.tsx).
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

/**
 * Messages between two users against the real server: Anna uses the widgets (the session cookie of this page), Ben
 * and the administrator write through the API with their own tokens. Everything Anna's page shows after her own
 * actions arrives through the live event stream, without reloading anything by hand.
 */
describe('messages', () => {
  const annaEmail = `anna${Date.now()}@example.com`;
  const benEmail = `ben${Date.now()}@example.com`;
  let anna = '';
  let ben = '';
  let benToken = '';
  let adminToken = '';

  /** A Bearer token of its own for someone who is not the page's user (the token wins over the page's cookie). */
  const tokenOf = async (login: string, secret: string) => {
    const response = await fetch(`${server.origin}/api/auth/login`, {
      method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Tenant-Id': 'demo' }, body: JSON.stringify({ email: login, password: secret }),
    });
    return ((await response.json()) as { token: string }).token;
  };
  const as = async <T,>(token: string, method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${server.origin}/api${path}`, {
      method, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
    return (response.status === 204 ? undefined : await response.json()) as T;
  };

  beforeAll(async () => {
    await server.loginAsAdmin();
    anna = (await createUser({ displayName: 'Anna Nachricht', primaryEmail: annaEmail, password })).id;
    ben = (await createUser({ displayName: 'Ben Nachricht', primaryEmail: benEmail, password })).id;
    await server.logout();
    benToken = await tokenOf(benEmail, password);
    adminToken = await tokenOf(server.adminEmail, server.adminPassword);
    await server.login(annaEmail, password); // last: the page's cookie is Anna's
  });
  afterAll(async () => { await server.logout(); });

  const badge = (root: Element) => root.querySelector('[data-testid=unread-messages-count]')?.textContent ?? '';

  it('Messenger: a message arrives live, counted as unread; opening the conversation reads it; Anna answers through the search', async () => {
    const { container } = renderTree({
      id: 'page', type: 'VerticalContainer',
      slots: { children: [{ id: 'count', type: 'UnreadMessagesCount' }, { id: 'm', type: 'Messenger' }] },
    }, { registry });
    const messenger = widgetElement(container, 'm');
    await waitFor(() => expect(messenger.querySelector('[data-testid=no-chatters]')).not.toBeNull());

    await as(benToken, 'POST', '/messages', { toId: anna, content: 'Hallo Anna, hast du kurz Zeit?' });
    await waitFor(() => expect(badge(container)).toBe('1'), { timeout: 10_000 });
    const chatter = await waitFor(() => {
      const entry = messenger.querySelector<HTMLButtonElement>('[data-testid=chatter]');
      expect(entry?.getAttribute('aria-label')).toBe('Ben Nachricht, 1 ungelesene Nachricht');
      return entry!;
    });

    fireEvent.click(chatter);
    await waitFor(() => expect([...messenger.querySelectorAll('[data-testid=message]')].map((m) => m.textContent))
      .toEqual([expect.stringMatching(/^Ben Nachricht · .*Hallo Anna, hast du kurz Zeit\?$/)]));
    // Shown, so read: the badge goes away and the server agrees.
    await waitFor(() => expect(badge(container)).toBe(''));
    expect(await as(benToken, 'GET', '/messages/unread')).toMatchObject({ messages: 0 });
    expect((await apiRequest<{ messages: number }>('GET', '/messages/unread')).messages).toBe(0);

    // In a background tab a new message shows up, but stays unread until the page is in view again.
    const setVisibility = (state: 'hidden' | 'visible') => act(() => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    setVisibility('hidden');
    try {
      await as(benToken, 'POST', '/messages', { toId: anna, content: 'Noch da?' });
      await waitFor(() => expect(messenger.querySelectorAll('[data-testid=message]')).toHaveLength(2), { timeout: 10_000 });
      await waitFor(() => expect(badge(container)).toBe('1'));
      expect((await apiRequest<{ messages: number }>('GET', '/messages/unread')).messages).toBe(1);
    } finally {
      setVisibility('visible');
    }
    await waitFor(() => expect(badge(container)).toBe(''));

    // Another colleague through the "An:" search, then back to Ben: the reply continues Ben's newest thread.
    const search = messenger.querySelector<HTMLInputElement>('input[role=combobox]')!;
    fireEvent.change(search, { target: { value: 'ben nach' } });
    const option = await waitFor(() => {
      const found = messenger.querySelector<HTMLElement>('[role=option]');
      expect(found?.textContent).toBe('Ben Nachricht');
      return found!;
    });
    fireEvent.mouseDown(option);
    expect(search.value).toBe('Ben Nachricht');
    const field = messenger.querySelector('textarea')!;
    fireEvent.change(field, { target: { value: 'Ja, gleich!' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect([...messenger.querySelectorAll('[data-testid=message]')].map((m) => m.getAttribute('data-own'))).toEqual(['false', 'false', 'true']));
    expect(messenger.querySelector('[data-own=true]')!.textContent).toMatch(/^Sie · .*Ja, gleich!$/);
    const forBen = await as<{ elements: { content: string; threadId: string; read: boolean }[] }>(benToken, 'GET', `/messages?chatterId=${anna}`);
    expect(forBen.elements.map((m) => m.content)).toEqual(['Ja, gleich!', 'Noch da?', 'Hallo Anna, hast du kurz Zeit?']);
    expect(forBen.elements[0].threadId).toBe(forBen.elements[1].threadId);
    expect(forBen.elements.map((m) => m.read)).toEqual([false, true, true]);
  });

  it('ThreadMessenger: the first message starts a thread (context variable and output), the other side\'s reply arrives live and is read', async () => {
    const page = renderTree({ id: 't', type: 'ThreadMessenger', settings: { toId: ben, contextProperty: 'thread' } }, { registry });
    const root = widgetElement(page.container, 't');
    const field = root.querySelector('textarea')!;
    fireEvent.change(field, { target: { value: 'Neues Thema' } });
    fireEvent.click(root.querySelector('button[type=submit]')!);
    await waitFor(() => expect(page.engine.getContext('thread')).toEqual(expect.any(String)));
    const threadId = page.engine.getContext('thread') as string;
    await waitFor(() => expect(root.querySelectorAll('[data-testid=message]')).toHaveLength(1));

    const reply = await as<{ threadId: string }>(benToken, 'POST', '/messages', { toId: anna, content: 'Antwort im Verlauf', threadId });
    expect(reply.threadId).toBe(threadId);
    await waitFor(() => expect(root.querySelector('[data-own=false]')?.textContent).toMatch(/^Ben Nachricht · .*Antwort im Verlauf$/), { timeout: 10_000 });
    await waitFor(async () => expect((await apiRequest<{ messages: number }>('GET', '/messages/unread')).messages).toBe(0));

    // A thread of others is not shown, and said so.
    const foreign = renderTree({ id: 'f', type: 'ThreadMessenger', settings: { threadId: 'keiner' } }, { registry });
    await waitFor(() => expect(foreign.container.querySelector('[data-testid=conversation-error]')!.textContent)
      .toBe('Diesen Gesprächsverlauf gibt es nicht, oder Sie nehmen nicht daran teil.'));
  });

  it('system messages: Anna may not send; staff do; Anna sees it arrive live, marks one and then all read', async () => {
    const page = renderTree({
      id: 'page', type: 'VerticalContainer',
      slots: { children: [{ id: 'send', type: 'SystemMessageSender' }, { id: 'list', type: 'SystemMessagesContainer' }] },
    }, { registry });
    expect(widgetElement(page.container, 'send').textContent).toBe('Sie haben keine Berechtigung, Systemnachrichten zu senden.');
    const list = widgetElement(page.container, 'list');
    await waitFor(() => expect(list.querySelector('[data-testid=system-messages-empty], [data-testid=system-messages]')).not.toBeNull());

    await as(adminToken, 'POST', '/systemmessages', { title: 'Wartung', content: 'Samstag 9 bis 12 Uhr' });
    await as(adminToken, 'POST', '/systemmessages', { title: 'Neue Preise', content: 'ab Montag' });
    await waitFor(() => expect([...list.querySelectorAll('[data-testid=system-message]')].map((m) => [m.querySelector('strong')!.textContent, m.getAttribute('data-read')]))
      .toEqual([['Neue Preise', 'false'], ['Wartung', 'false']]), { timeout: 10_000 });
    fireEvent.click(list.querySelectorAll<HTMLButtonElement>('[data-testid=system-message] button')[1]);
    await waitFor(() => expect([...list.querySelectorAll('[data-testid=system-message]')].map((m) => m.getAttribute('data-read'))).toEqual(['false', 'true']));
    fireEvent.click(list.querySelector('[data-testid=mark-all-read]')!);
    await waitFor(() => expect([...list.querySelectorAll('[data-testid=system-message]')].map((m) => m.getAttribute('data-read'))).toEqual(['true', 'true']));
    expect(list.querySelector('[data-testid=mark-all-read]')).toBeNull();
    expect((await apiRequest<{ systemMessages: number }>('GET', '/messages/unread')).systemMessages).toBe(0);
    // Each user has their own read state: Ben's are still unread.
    expect((await as<{ systemMessages: number }>(benToken, 'GET', '/messages/unread')).systemMessages).toBe(2);
  });

  it('SystemMessageSender: the administrator sends to everybody, and the form says so', async () => {
    await server.loginAsAdmin();
    try {
      const { container } = renderTree({ id: 's', type: 'SystemMessageSender' }, { registry });
      const form = container.querySelector('form')!;
      fireEvent.change(form.querySelector('input[name=title]')!, { target: { value: 'Betriebsausflug' } });
      fireEvent.change(form.querySelector('textarea[name=content]')!, { target: { value: 'am Freitag' } });
      fireEvent.submit(form);
      await waitFor(() => expect(form.querySelector('[data-testid=system-sender-sent]')!.textContent).toBe('Die Systemnachricht wurde an alle Nutzer gesendet.'));
      expect(form.querySelector<HTMLInputElement>('input[name=title]')!.value).toBe('');
      const forBen = await as<{ elements: { title: string; read: boolean }[] }>(benToken, 'GET', '/systemmessages');
      expect(forBen.elements[0]).toMatchObject({ title: 'Betriebsausflug', read: false });
    } finally {
      await server.login(annaEmail, password);
    }
  });
});
