// @vitest-environment jsdom
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import { useSession } from '../../auth';
import { renderTree, widgetElement } from '../../testing/renderTree';
import { configurationOf, rowErrors, rowsOf } from './configurationRows';
import { validateNewUser } from './createUser';
import { initialsOf } from './UserAvatar';
import configurationSpec from '../../../widget-schemas/ConfigurationEditor';
import usersDe from '../../../locales/de_de/users.json';
import usersEn from '../../../locales/en_us/users.json';
import usersEs from '../../../locales/es_es/users.json';
import usersFr from '../../../locales/fr_fr/users.json';

// The users widgets without a server: texts, states, defaults and validation. With the server: usersStore.test.tsx.
afterEach(cleanup);
beforeEach(() => useSession.setState({ user: null }));
const registry = createBuiltinRegistry();
const signedIn = { id: 'u1', tenantId: 'demo', displayName: 'Erika Mustermann', primaryEmail: 'erika@example.com', permissions: [] };

describe('Avatar', () => {
  it('shows initials in size md by default and the five sizes xs to xl', () => {
    const { container } = renderTree({ id: 'root', type: 'Container', slots: { children: [
      { id: 'a', type: 'Avatar', settings: {} },
      ...(['xs', 'sm', 'lg', 'xl'] as const).map((size) => ({ id: size, type: 'Avatar', settings: { size } })),
    ] } }, { registry });
    const avatar = widgetElement(container, 'a').querySelector<HTMLElement>('[data-testid=avatar]')!;
    expect([avatar.dataset.size, avatar.style.width, avatar.textContent]).toEqual(['md', '48px', '?']);
    expect(['xs', 'sm', 'lg', 'xl'].map((size) => widgetElement(container, size).querySelector<HTMLElement>('[data-testid=avatar]')!.style.width))
      .toEqual(['24px', '32px', '64px', '96px']);
  });

  it('refuses a size outside xs..xl with the configure notice', () => {
    const { container } = renderTree({ id: 'a', type: 'Avatar', settings: { size: 'xxl' } }, { registry });
    expect(widgetElement(container, 'a').textContent).toBe('Bitte konfigurieren Sie das Widget!');
  });

  it('shows the picture of the user input, falling back to the initials when it does not load', async () => {
    const { container } = renderTree({ id: 'a', type: 'Avatar', settings: { size: 'lg' } }, {
      registry, context: { person: { displayName: 'Max Mustermann', profile: { avatarUrl: '/api/files/max.png' } } },
      connections: [{ id: 's', from: { widgetId: '$context', socket: 'person' }, to: { widgetId: 'a', socket: 'user' } }],
    });
    const img = await waitFor(() => widgetElement(container, 'a').querySelector('img')!);
    expect([img.getAttribute('src'), img.getAttribute('alt')]).toEqual(['/api/files/max.png', 'Profilbild von Max Mustermann']);
    fireEvent.error(img);
    expect(widgetElement(container, 'a').textContent).toBe('MM');
  });

  it('takes the initials of the first and last word, or the first two letters of one word', () => {
    expect([initialsOf('Erika Maria Mustermann'), initialsOf('zoë'), initialsOf('  '), initialsOf('Émile Zola')]).toEqual(['EM', 'ZO', '?', 'ÉZ']);
  });
});

describe('users widgets for visitors', () => {
  it('ask to log in (lists, editors) or show nothing (button, tags, groups, restricted content)', () => {
    const { container } = renderTree({ id: 'root', type: 'Container', slots: { children: [
      { id: 'list', type: 'UserList' }, { id: 'newest', type: 'LastNewUserRegistrations' }, { id: 'create', type: 'CreateUserEditor' },
      { id: 'config', type: 'ConfigurationEditor' }, { id: 'button', type: 'CreateUserButton' }, { id: 'tags', type: 'RoleTags' },
      { id: 'groups', type: 'UserGroupsList' },
      { id: 'restricted', type: 'RoleRestrictedContainer', settings: { roleId: 'r1' }, slots: { children: [{ id: 'secret', type: 'Text', settings: { text: 'Geheim' } }] } },
    ] } }, { registry });
    for (const id of ['list', 'newest', 'create', 'config']) expect(widgetElement(container, id).textContent).toBe('Bitte melden Sie sich an.');
    for (const id of ['button', 'tags', 'groups', 'restricted']) expect(widgetElement(container, id).textContent).toBe('');
  });
});

describe('RoleRestrictedContainer in the editor', () => {
  it('asks for a role id, and with one shows its content framed and labelled', () => {
    const child = { id: 'secret', type: 'Text', settings: { text: 'Geheim' } };
    const empty = renderTree({ id: 'r', type: 'RoleRestrictedContainer', slots: { children: [child] } }, { registry, extensions: { mode: 'edit' } });
    expect(widgetElement(empty.container, 'r').textContent).toBe('Bitte konfigurieren Sie das Widget!');
    cleanup();
    const set = renderTree({ id: 'r', type: 'RoleRestrictedContainer', settings: { roleId: 'vertrieb' }, slots: { children: [child] } }, { registry, extensions: { mode: 'edit' } });
    expect(widgetElement(set.container, 'r').textContent).toBe('Nur für Mitglieder der Rolle vertrieb sichtbarGeheim');
  });
});

describe('CreateUserEditor', () => {
  it('names every missing or wrong field after a submit attempt and sends nothing', async () => {
    useSession.setState({ user: signedIn });
    const { container } = renderTree({ id: 'c', type: 'CreateUserEditor', settings: { showRoles: false } }, { registry });
    const form = within(widgetElement(container, 'c'));
    expect(form.getByLabelText(/Anzeigename/)).toBeTruthy();
    fireEvent.change(form.getByLabelText(/E-Mail-Adresse/), { target: { value: 'keine-adresse' } });
    fireEvent.change(form.getByLabelText(/Passwort/), { target: { value: 'kurz' } });
    fireEvent.click(form.getByTestId('create-user-submit'));
    await waitFor(() => expect(form.getByText('Bitte ausfüllen.')).toBeTruthy());
    expect(form.getByText('Bitte eine gültige E-Mail-Adresse eingeben.')).toBeTruthy();
    expect(form.getByText('Das Passwort braucht mindestens 8 Zeichen.')).toBeTruthy();
    expect(form.queryByTestId('create-user-created')).toBeNull();
  });

  it('validates as the server does', () => {
    expect(validateNewUser({ displayName: 'A', primaryEmail: 'a@b.de', password: '12345678', roleIds: [] })).toEqual({});
    expect(validateNewUser({ displayName: ' ', primaryEmail: 'a@b', password: 'x'.repeat(201), roleIds: [] }))
      .toEqual({ displayName: 'createUser.required', primaryEmail: 'createUser.invalidEmail', password: 'createUser.longPassword' });
  });

  it('speaks English when the page does', () => {
    useSession.setState({ user: signedIn });
    const { container } = renderTree({ id: 'c', type: 'CreateUserEditor', settings: { showRoles: false } }, { registry, language: 'en_us' });
    expect(within(widgetElement(container, 'c')).getByTestId('create-user-submit').textContent).toBe('Create user');
  });
});

describe('CreateUserButton', () => {
  it("says 'Benutzer anlegen' (or its label), opens the create-user dialog and closes it with Abbrechen or Escape", () => {
    useSession.setState({ user: signedIn });
    const { container } = renderTree({ id: 'root', type: 'Container', slots: { children: [
      { id: 'b', type: 'CreateUserButton', settings: { showRoles: false } }, { id: 'l', type: 'CreateUserButton', settings: { label: 'Neu', showRoles: false } },
    ] } }, { registry });
    expect(widgetElement(container, 'l').textContent).toBe('Neu');
    const button = within(widgetElement(container, 'b')).getByTestId('create-user-button');
    expect(button.textContent).toBe('Benutzer anlegen');
    fireEvent.click(button);
    const dialog = within(widgetElement(container, 'b')).getByRole('dialog');
    expect(within(dialog).getByText('Neuer Benutzer')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('create-user-cancel'));
    expect(within(widgetElement(container, 'b')).queryByRole('dialog')).toBeNull();
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(within(widgetElement(container, 'b')).queryByRole('dialog')).toBeNull();
  });

  it('does not open in the editor', () => {
    const { container } = renderTree({ id: 'b', type: 'CreateUserButton' }, { registry, extensions: { mode: 'edit' } });
    fireEvent.click(within(widgetElement(container, 'b')).getByTestId('create-user-button'));
    expect(within(widgetElement(container, 'b')).queryByRole('dialog')).toBeNull();
  });
});

describe('ConfigurationEditor rows', () => {
  it('keeps unchanged values as stored, stores typed numbers as numbers where numbers were, other text as text', () => {
    const rows = rowsOf([{ key: 'workingHoursPerWeek', value: 40 }, { key: 'theme', value: 'dark' }, { key: 'layout', value: { a: 1 } }]);
    expect(rows.map((r) => r.text)).toEqual(['40', 'dark', '{"a":1}']);
    expect(configurationOf(rows)).toEqual([{ key: 'workingHoursPerWeek', value: 40 }, { key: 'theme', value: 'dark' }, { key: 'layout', value: { a: 1 } }]);
    const edited = [{ ...rows[0], text: '32,5' }, { ...rows[1], text: '7' }, { key: ' neu ', text: '12' }];
    expect(configurationOf(edited)).toEqual([{ key: 'workingHoursPerWeek', value: 32.5 }, { key: 'theme', value: '7' }, { key: 'neu', value: 12 }]);
  });

  it('finds empty and repeated keys', () => {
    expect([...rowErrors([{ key: 'a', text: '' }, { key: ' ', text: '' }, { key: 'a ', text: '' }])])
      .toEqual([[1, 'configuration.emptyKey'], [2, 'configuration.duplicateKey']]);
  });
});

describe('ConfigurationEditor target', () => {
  const newTexts = ['configuration.ofCustomer', 'configuration.noCustomerRecord', 'widgets.ConfigurationEditor.settings.target.title',
    'widgets.ConfigurationEditor.settings.target.description', 'widgets.ConfigurationEditor.settings.customerId.title',
    'widgets.ConfigurationEditor.settings.customerId.description', 'widgets.ConfigurationEditor.sockets.customerId'];
  const textAt = (texts: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);

  it("defaults to the user, offers user and customer, and reads the customer id from a 'customerId' input", () => {
    const { properties } = configurationSpec.schema;
    expect([properties.target.default, properties.target.enum, properties.customerId.default]).toEqual(['user', ['user', 'customer'], '']);
    expect(configurationSpec.inputs.map((input) => input.name)).toEqual(['userId', 'customerId']);
  });

  it('asks a visitor to log in for a customer too, and refuses a target outside user and customer', () => {
    const { container } = renderTree({ id: 'root', type: 'Container', slots: { children: [
      { id: 'customer', type: 'ConfigurationEditor', settings: { target: 'customer', customerId: 'c1' } },
      { id: 'supplier', type: 'ConfigurationEditor', settings: { target: 'supplier' } },
    ] } }, { registry });
    expect(widgetElement(container, 'customer').textContent).toBe('Bitte melden Sie sich an.');
    expect(widgetElement(container, 'supplier').textContent).toBe('Bitte konfigurieren Sie das Widget!');
  });

  it('has its texts in all four languages, each its own', () => {
    const languages = { de_de: usersDe, en_us: usersEn, es_es: usersEs, fr_fr: usersFr };
    for (const key of newTexts) {
      const texts = Object.entries(languages).map(([language, file]) => [language, textAt(file, key)]);
      for (const [language, text] of texts) expect(typeof text === 'string' && text.trim() !== '', `${language} ${key}`).toBe(true);
      expect(new Set(texts.map(([, text]) => text)).size, key).toBeGreaterThan(1);
    }
  });
});
