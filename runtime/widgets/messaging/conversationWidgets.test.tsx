// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { renderTree, widgetElement } from '../../testing/renderTree';
import { cleanUpAfterEach, erika, registry, signIn } from '../auth/authTesting';
import { MessageComposer } from './MessageComposer';

/** Texts and states of Messenger, ThreadMessenger, their writing field and the system message widgets, without a server (the live exchange is in messagingStore.test.tsx). */
cleanUpAfterEach();
const erikaWith = (permissions: string[]) => ({ ...erika, permissions });

describe('Messenger', () => {
  it('asks guests to log in, inside a box of its height (400px by default)', () => {
    const { container } = renderTree({ id: 'm', type: 'Messenger' }, { registry });
    const box = widgetElement(container, 'm').querySelector<HTMLElement>('[data-testid=messenger]')!;
    expect(box.style.height).toBe('400px');
    expect(box.textContent).toBe('Bitte melden Sie sich an, um Ihre Nachrichten zu lesen und zu schreiben.');
  });

  it('the editor shows the conversations column and a sample conversation, in the builder\'s language and height', () => {
    signIn();
    const { container } = renderTree({ id: 'm', type: 'Messenger', settings: { height: '250px' } }, { registry, extensions: { mode: 'edit' }, language: 'en_us' });
    const box = container.querySelector<HTMLElement>('[data-testid=messenger]')!;
    expect(box.style.height).toBe('250px');
    expect(box.textContent).toBe('ConversationsHello! How are you?Fine, thank you!');
    const without = renderTree({ id: 'n', type: 'Messenger', settings: { showChatters: false } }, { registry, extensions: { mode: 'edit' } });
    expect(widgetElement(without.container, 'n').textContent).toBe('Hallo! Wie geht es Ihnen?Danke, gut!');
  });

  it('signed in without anybody chosen: the "To:" search, the conversations and a hint; a server that does not answer is said', async () => {
    signIn();
    const { container } = renderTree({ id: 'm', type: 'Messenger' }, { registry });
    const root = widgetElement(container, 'm');
    expect(root.querySelector('label')!.textContent).toBe('An:');
    expect(root.querySelector('[data-testid=conversation-idle]')!.textContent)
      .toBe('Wählen Sie eine Unterhaltung oder suchen Sie unter „An:“, wem Sie schreiben möchten.');
    // Nobody to write to yet: the button cannot send, and says why.
    expect(root.querySelector<HTMLButtonElement>('button[type=submit]')!.disabled).toBe(true);
    await waitFor(() => expect(root.querySelector('[data-testid=chatters] [role=alert]')!.textContent).toBe('Die Nachrichten konnten nicht geladen werden.'));
  });

  it('with toId and neither list nor search: straight into that conversation (its load failing here is an error, not an empty list)', async () => {
    signIn();
    const { container } = renderTree({ id: 'm', type: 'Messenger', settings: { showChatters: false, showTo: false, toId: 'u2' } }, { registry });
    const root = widgetElement(container, 'm');
    expect(root.querySelector('[data-testid=chatters]')).toBeNull();
    expect(root.querySelector('input[role=combobox]')).toBeNull();
    expect(root.querySelector<HTMLButtonElement>('button[type=submit]')!.disabled).toBe(false);
    await waitFor(() => expect(root.querySelector('[data-testid=conversation-error]')).not.toBeNull());
  });

  it('without toId, list or search there is nobody to write to', () => {
    signIn();
    const { container } = renderTree({ id: 'm', type: 'Messenger', settings: { showChatters: false, showTo: false } }, { registry });
    expect(container.querySelector('[data-testid=conversation-idle]')!.textContent).toBe('Es ist niemand angegeben, dem Sie schreiben können.');
  });

  it('fromId fixes the conversation to that sender: no list, no search', () => {
    signIn();
    const { container } = renderTree({ id: 'm', type: 'Messenger', settings: { fromId: 'u7' } }, { registry });
    const root = widgetElement(container, 'm');
    expect(root.querySelector('[data-testid=chatters]')).toBeNull();
    expect(root.querySelector('input[role=combobox]')).toBeNull();
    expect(root.querySelector('[data-testid=partner-name]')).not.toBeNull();
  });
});

describe('the writing field', () => {
  const i18n = initI18n();
  const renderComposer = (onSend: (content: string) => Promise<void>, sentText?: string) => {
    void i18n.changeLanguage('de_de');
    render(<I18nextProvider i18n={i18n}><MessageComposer onSend={onSend} sentText={sentText} /></I18nextProvider>);
    return screen.getByRole('textbox', { name: 'Nachricht' });
  };

  it('Enter sends and empties the field; Shift+Enter does not send (a new line)', async () => {
    const sent: string[] = [];
    const field = renderComposer(async (content) => { sent.push(content); });
    fireEvent.change(field, { target: { value: 'Hallo\nzweite Zeile' } });
    expect(fireEvent.keyDown(field, { key: 'Enter', shiftKey: true })).toBe(true); // not prevented: the browser adds the line
    expect(sent).toEqual([]);
    expect(fireEvent.keyDown(field, { key: 'Enter' })).toBe(false);
    await waitFor(() => expect(sent).toEqual(['Hallo\nzweite Zeile']));
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe(''));
  });

  it('refuses an empty or blank message with a hint, and sends nothing', () => {
    const sent: string[] = [];
    const field = renderComposer(async (content) => { sent.push(content); });
    fireEvent.change(field, { target: { value: '   \n ' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('Bitte geben Sie eine Nachricht ein.');
    fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
    expect(sent).toEqual([]);
    fireEvent.change(field, { target: { value: 'x' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('where the sent message does not show (one sender\'s messages), says it was sent until the next keystroke', async () => {
    const field = renderComposer(async () => {}, 'Ihre Antwort wurde gesendet.');
    fireEvent.change(field, { target: { value: 'Danke' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Ihre Antwort wurde gesendet.'));
    fireEvent.change(field, { target: { value: 'N' } });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a failed send keeps the text and says so', async () => {
    const field = renderComposer(() => Promise.reject(new Error('offline')));
    fireEvent.change(field, { target: { value: 'Wichtig' } });
    fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Die Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es erneut.'));
    expect((field as HTMLTextAreaElement).value).toBe('Wichtig');
  });
});

describe('ThreadMessenger', () => {
  it('asks guests to log in; the editor shows a sample in its height', () => {
    const guest = renderTree({ id: 't', type: 'ThreadMessenger' }, { registry });
    expect(widgetElement(guest.container, 't').textContent).toBe('Bitte melden Sie sich an, um Ihre Nachrichten zu lesen und zu schreiben.');
    guest.unmount();
    const editor = renderTree({ id: 't', type: 'ThreadMessenger', settings: { height: '300px' } }, { registry, extensions: { mode: 'edit' } });
    expect(editor.container.querySelector<HTMLElement>('[data-testid=thread-messenger]')!.style.height).toBe('300px');
    expect(editor.container.querySelector('[data-testid=sample-conversation]')).not.toBeNull();
  });

  it('without a thread or a recipient there is nothing to show or write to', () => {
    signIn();
    const { container } = renderTree({ id: 't', type: 'ThreadMessenger' }, { registry });
    expect(container.querySelector('[data-testid=conversation-idle]')!.textContent).toBe('Kein Gesprächsverlauf angegeben.');
    expect(container.querySelector<HTMLButtonElement>('button[type=submit]')!.disabled).toBe(true);
  });

  it('with only a recipient: the first message will start the thread', () => {
    signIn();
    const { container } = renderTree({ id: 't', type: 'ThreadMessenger', settings: { toId: 'u2' } }, { registry, language: 'es_es' });
    expect(container.querySelector('[data-testid=conversation-idle]')!.textContent).toBe('Aún no hay mensajes. Su primer mensaje inicia el hilo.');
    expect(container.querySelector<HTMLButtonElement>('button[type=submit]')!.disabled).toBe(false);
  });

  it('a thread id from the page context (placeholder in the setting, or contextProperty) is loaded', async () => {
    signIn();
    for (const settings of [{ threadId: '{thread}' }, { contextProperty: 'thread' }]) {
      const { container, unmount } = renderTree({ id: 't', type: 'ThreadMessenger', settings }, { registry, context: { thread: 'x1' } });
      expect(container.querySelector('[data-testid=conversation-idle]')).toBeNull();
      await waitFor(() => expect(container.querySelector('[data-testid=conversation-error]')).not.toBeNull());
      unmount();
    }
  });
});

describe('SystemMessagesContainer', () => {
  it('asks guests to log in; the editor shows a sample message, unread', () => {
    const guest = renderTree({ id: 's', type: 'SystemMessagesContainer' }, { registry });
    expect(guest.container.textContent).toBe('Bitte melden Sie sich an, um die Systemnachrichten zu lesen.');
    guest.unmount();
    const editor = renderTree({ id: 's', type: 'SystemMessagesContainer' }, { registry, extensions: { mode: 'edit' }, language: 'fr_fr' });
    const item = editor.container.querySelector('[data-testid=system-message]')!;
    expect(item.getAttribute('data-read')).toBe('false');
    expect(item.textContent).toContain('Maintenance samedi');
    expect(item.textContent).toContain('Non lu');
  });

  it('signed in, a list that cannot load says so', async () => {
    signIn();
    const { container } = renderTree({ id: 's', type: 'SystemMessagesContainer' }, { registry });
    await waitFor(() => expect(container.querySelector('[data-testid=system-messages-error]')!.textContent)
      .toBe('Die Systemnachrichten konnten nicht geladen werden.'));
  });
});

describe('SystemMessageSender', () => {
  it('guests are asked to log in; users without SYSTEM_MESSAGES_WRITE read that they may not', () => {
    const guest = renderTree({ id: 's', type: 'SystemMessageSender' }, { registry });
    expect(guest.container.textContent).toBe('Bitte melden Sie sich an, um Systemnachrichten zu senden.');
    guest.unmount();
    signIn();
    const user = renderTree({ id: 's', type: 'SystemMessageSender' }, { registry });
    expect(user.container.textContent).toBe('Sie haben keine Berechtigung, Systemnachrichten zu senden.');
  });

  it('staff (the permission or TENANT_ADMIN) get the form; title and text are required before anything is sent', () => {
    for (const permissions of [['SYSTEM_MESSAGES_WRITE'], ['TENANT_ADMIN']]) {
      signIn(erikaWith(permissions));
      const { container, unmount } = renderTree({ id: 's', type: 'SystemMessageSender' }, { registry });
      const form = container.querySelector('form')!;
      fireEvent.submit(form);
      expect([...form.querySelectorAll('[role=alert]')].map((e) => e.textContent))
        .toEqual(['Bitte geben Sie einen Titel ein.', 'Bitte geben Sie eine Nachricht ein.']);
      fireEvent.change(form.querySelector('input[name=title]')!, { target: { value: 'Wartung' } });
      fireEvent.submit(form);
      expect([...form.querySelectorAll('[role=alert]')].map((e) => e.textContent)).toEqual(['Bitte geben Sie eine Nachricht ein.']);
      unmount();
    }
  });

  it('a send the server does not take is said, and the text stays', async () => {
    signIn(erikaWith(['SYSTEM_MESSAGES_WRITE']));
    const { container } = renderTree({ id: 's', type: 'SystemMessageSender' }, { registry, language: 'en_us' });
    const form = container.querySelector('form')!;
    fireEvent.change(form.querySelector('input[name=title]')!, { target: { value: 'Maintenance' } });
    fireEvent.change(form.querySelector('textarea[name=content]')!, { target: { value: 'Saturday 9 to 12' } });
    fireEvent.submit(form);
    await waitFor(() => expect(form.querySelector('[data-testid=system-sender-failed]')!.textContent).toBe('The system message could not be sent. Please try again.'));
    expect(form.querySelector<HTMLTextAreaElement>('textarea[name=content]')!.value).toBe('Saturday 9 to 12');
  });
});
