// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBuiltinRegistry } from '..';
import { configureApi } from '../../api/http';
import type { AppNavigation } from '../../app/navigation';
import { PUBLISHED_MODE } from '../../render/extensions';
import { renderTree, widgetElement } from '../../testing/renderTree';

// Texts, states and validation of Consent, DoubleOptIn and StartWorkflowButton without a server: the calls they
// would make are recorded (and never answered, to see the state while they are under way). The flows against the
// real server: optinWidgets.store.test.tsx.
const registry = createBuiltinRegistry();
let calls: string[];

beforeEach(() => {
  calls = [];
  configureApi({ baseUrl: 'http://api.test/api', tenantId: 'demo', token: null });
  vi.stubGlobal('fetch', (input: string | URL) => {
    calls.push(new URL(String(input)).pathname);
    return new Promise<Response>(() => {});
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const at = (search: string): AppNavigation => ({ basePath: '', path: 'seite', params: {}, query: new URLSearchParams(search), navigate: () => {} });

describe('DoubleOptIn', () => {
  it('shows nothing and calls nothing without a token in the address', () => {
    const { container } = renderTree({ id: 'o', type: 'DoubleOptIn', settings: {} }, { registry, navigation: at('?x=1') });
    expect(widgetElement(container, 'o').textContent).toBe('');
    expect(calls).toEqual([]);
  });

  it('confirms the opt-in token with the loading text and a spinner; custom texts win', () => {
    const { container } = renderTree({ id: 'o', type: 'DoubleOptIn', settings: { optInLoadingMessage: 'Einen Moment …' } }, { registry, navigation: at('?optInToken=abc') });
    const message = within(widgetElement(container, 'o')).getByTestId('mailing-message');
    expect([message.dataset.state, message.textContent]).toEqual(['loading', 'Einen Moment …']);
    expect(within(message).getByTestId('spinner')).toBeTruthy();
    expect(calls).toEqual(['/api/mailing/opt-in']);
  });

  it('handles only the tokens whose handle option is on, opt-out in the page\'s language', () => {
    renderTree({ id: 'o', type: 'DoubleOptIn', settings: { handleOptIn: false } }, { registry, navigation: at('?optInToken=abc') });
    expect(calls).toEqual([]);
    cleanup();
    const { container } = renderTree({ id: 'o', type: 'DoubleOptIn', settings: {} }, { registry, navigation: at('?optOutToken=abc'), language: 'en_us' });
    expect(widgetElement(container, 'o').textContent).toBe('Unsubscribing …');
    expect(calls).toEqual(['/api/mailing/opt-out']);
    cleanup();
    renderTree({ id: 'o', type: 'DoubleOptIn', settings: { handleOptOut: false } }, { registry, navigation: at('?optOutToken=abc') });
    expect(calls).toEqual(['/api/mailing/opt-out']);
  });

  it('does nothing in the editor', () => {
    const { container } = renderTree({ id: 'o', type: 'DoubleOptIn', settings: {} }, { registry, navigation: at('?optInToken=abc'), extensions: { mode: 'edit' } });
    expect(widgetElement(container, 'o').textContent).toBe('');
    expect(calls).toEqual([]);
  });
});

describe('Consent', () => {
  const consent = (settings: Record<string, unknown>, options: Parameters<typeof renderTree>[1] = { registry }) =>
    renderTree({ id: 'c', type: 'Consent', settings: { mailingListId: 'liste-1', ...settings } }, options);

  it('asks builders to choose a mailing list and shows visitors nothing', () => {
    expect(consent({ mailingListId: '' }, { registry, extensions: { mode: 'edit' } }).container.textContent).toBe('Bitte konfigurieren Sie das Widget!');
    cleanup();
    expect(consent({ mailingListId: '' }, { registry, extensions: PUBLISHED_MODE }).container.textContent).toBe('');
  });

  it('refuses a malformed address and a missing consent before sending anything', () => {
    const form = within(widgetElement(consent({}).container, 'c'));
    fireEvent.change(form.getByLabelText('E-Mail-Adresse'), { target: { value: 'keine adresse' } });
    fireEvent.click(form.getByRole('button', { name: 'Anmelden' }));
    expect(form.getByRole('alert').textContent).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    fireEvent.change(form.getByLabelText('E-Mail-Adresse'), { target: { value: 'erika@example.com' } });
    fireEvent.click(form.getByRole('button', { name: 'Anmelden' }));
    expect(form.getByRole('alert').textContent).toBe('Bitte stimmen Sie zu, um sich anzumelden.');
    expect(calls).toEqual([]);
    fireEvent.click(form.getByRole('checkbox'));
    fireEvent.click(form.getByRole('button', { name: 'Anmelden' }));
    expect(form.getByRole('button', { name: 'Wird gesendet …' })).toBeTruthy();
    expect(calls).toEqual(['/api/mailing/subscribe']);
  });

  it('speaks the page\'s language, takes the builder\'s texts, and unsubscribes without a consent box', () => {
    const english = within(widgetElement(consent({}, { registry, language: 'en_us' }).container, 'c'));
    expect(english.getByText('Yes, I want to receive these e-mails. I can withdraw my consent at any time.')).toBeTruthy();
    expect(english.getByLabelText('E-mail address')).toBeTruthy();
    cleanup();
    const custom = within(widgetElement(consent({ consentText: 'Ich will den Newsletter.', buttonLabel: 'Los' }).container, 'c'));
    expect(custom.getByText('Ich will den Newsletter.')).toBeTruthy();
    expect(custom.getByRole('button', { name: 'Los' })).toBeTruthy();
    cleanup();
    const leaving = within(widgetElement(consent({ mode: 'unsubscribe' }).container, 'c'));
    expect(leaving.queryByRole('checkbox')).toBeNull();
    fireEvent.change(leaving.getByLabelText('E-Mail-Adresse'), { target: { value: 'erika@example.com' } });
    fireEvent.click(leaving.getByRole('button', { name: 'Abmelden' }));
    expect(calls).toEqual(['/api/mailing/unsubscribe']);
  });

  it('says why the server refused: a page off the application\'s domain, an unknown list', async () => {
    const refusing = (field: string) => vi.stubGlobal('fetch', async () =>
      new Response(JSON.stringify({ error: { code: 'VALIDATION', message: 'no', details: [{ field, message: 'no' }] } }), { status: 400, headers: { 'content-type': 'application/json' } }));
    for (const [field, text] of [
      ['redirectUrl', 'Anmeldungen gehen nur auf der Domain der veröffentlichten Anwendung (nicht in der Vorschau).'],
      ['mailingListId', 'Diesen Verteiler gibt es nicht (mehr).'],
    ]) {
      refusing(field);
      const form = within(widgetElement(consent({ mode: 'unsubscribe' }).container, 'c'));
      fireEvent.change(form.getByLabelText('E-Mail-Adresse'), { target: { value: 'erika@example.com' } });
      fireEvent.click(form.getByRole('button', { name: 'Abmelden' }));
      expect((await form.findByRole('alert')).textContent).toBe(`Fehler ${text}`);
      cleanup();
    }
  });

  it('sends nothing from the editor', () => {
    const form = within(widgetElement(consent({}, { registry, extensions: { mode: 'edit' } }).container, 'c'));
    fireEvent.change(form.getByLabelText('E-Mail-Adresse'), { target: { value: 'erika@example.com' } });
    fireEvent.click(form.getByRole('checkbox'));
    fireEvent.click(form.getByRole('button', { name: 'Anmelden' }));
    expect(calls).toEqual([]);
  });
});

describe('StartWorkflowButton', () => {
  it('asks builders to choose a workflow; in the editor a click starts nothing', () => {
    expect(renderTree({ id: 'w', type: 'StartWorkflowButton', settings: {} }, { registry, extensions: { mode: 'edit' } }).container.textContent)
      .toBe('Bitte konfigurieren Sie das Widget!');
    cleanup();
    const { container } = renderTree({ id: 'w', type: 'StartWorkflowButton', settings: { workflowId: 'w1', label: 'Retoure anstoßen' } }, { registry, extensions: { mode: 'edit' } });
    fireEvent.click(within(widgetElement(container, 'w')).getByRole('button', { name: 'Retoure anstoßen' }));
    expect(screen.queryByTestId('start-workflow-confirm')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('says why a start failed: a workflow that cannot be started, anything else', async () => {
    const answering = (status: number, field?: string) => vi.stubGlobal('fetch', async (input: string | URL) => {
      calls.push(new URL(String(input)).pathname);
      const details = field ? [{ field, message: 'names a workflow that is not active' }] : [];
      return new Response(JSON.stringify({ error: { code: 'X', message: 'no', details } }), { status, headers: { 'content-type': 'application/json' } });
    });
    answering(400, 'workflowId');
    const stopped = renderTree({ id: 'w', type: 'StartWorkflowButton', settings: { workflowId: 'w1', confirmation: false } }, { registry });
    fireEvent.click(within(widgetElement(stopped.container, 'w')).getByRole('button', { name: 'Workflow starten' }));
    expect((await within(widgetElement(stopped.container, 'w')).findByRole('alert')).textContent)
      .toBe('Fehler Dieser Workflow existiert nicht oder ist nicht aktiv.×');
    expect(calls).toEqual(['/api/workflowruns']);
    cleanup();
    answering(500);
    const broken = renderTree({ id: 'w', type: 'StartWorkflowButton', settings: { workflowId: 'w1', confirmation: false } }, { registry, language: 'es_es' });
    fireEvent.click(within(widgetElement(broken.container, 'w')).getByRole('button'));
    expect((await within(widgetElement(broken.container, 'w')).findByRole('alert')).textContent).toContain(
      'No se pudo iniciar el flujo de trabajo.',
    );
  });

  it('asks in the page\'s language before it starts', async () => {
    const { container } = renderTree({ id: 'w', type: 'StartWorkflowButton', settings: { workflowId: 'w1' } }, { registry, language: 'fr_fr' });
    fireEvent.click(within(widgetElement(container, 'w')).getByRole('button', { name: 'Démarrer le workflow' }));
    const dialog = await screen.findByTestId('start-workflow-confirm');
    expect(within(dialog).getByText('Démarrer le workflow maintenant ?')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
