// @vitest-environment jsdom
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBuiltinRegistry } from '..';
import { apiRequest } from '../../api/http';
import { createContact, createRole, createUser, createUserGroup, getContact, getRole, getUser, patchContact } from '../../api/resources';
import type { Contact } from '../../../model/api/schemas/contacts';
import { SMALL_PNG } from './testPictures';
import type { User } from '../../../model/api/schemas/users';
import { startStoreTestServer, type StoreTestServer } from '../../testing/storeTestServer';
import { renderTree, widgetElement } from '../../testing/renderTree';

// The users widgets against the real server (one server for the whole group; pure states are in users.test.tsx).
const registry = createBuiltinRegistry();
let server: StoreTestServer;
let admin: User;

beforeAll(async () => {
  server = await startStoreTestServer();
  await server.loginAsAdmin();
  admin = await apiRequest<User>('GET', '/users/me');
}, 120_000);
afterAll(async () => {
  await server?.logout();
  await server?.stop();
});
afterEach(cleanup);

const names = (element: HTMLElement) => [...element.querySelectorAll('[data-testid=user-name]')].map((n) => n.textContent);
let counter = 0;
const someone = (name: string) => createUser({ displayName: name, primaryEmail: `${name.toLowerCase().replace(/\W/g, '')}${++counter}@example.com`, password: 'secret-pass-1' });

describe('creating a user with a role', () => {
  it('CreateUserEditor creates the user in the chosen role; UserList (newest first) and RoleTags show it', async () => {
    const role = await createRole({ name: `Lager ${++counter}` });
    const { container } = renderTree({ id: 'root', type: 'Container', slots: { children: [
      { id: 'create', type: 'CreateUserEditor' }, { id: 'list', type: 'UserList', settings: { entries: 5 } },
    ] } }, { registry });
    const form = within(widgetElement(container, 'create'));
    const roleBox = await form.findByLabelText(role.name);
    fireEvent.change(form.getByLabelText(/Anzeigename/), { target: { value: 'Lena Lager' } });
    fireEvent.change(form.getByLabelText(/E-Mail-Adresse/), { target: { value: 'lena.lager@example.com' } });
    fireEvent.change(form.getByLabelText(/Passwort/), { target: { value: 'lena-secret-1' } });
    fireEvent.click(roleBox);
    fireEvent.click(form.getByTestId('create-user-submit'));
    expect((await form.findByTestId('create-user-created')).textContent).toBe('Benutzer Lena Lager wurde angelegt.');

    const list = widgetElement(container, 'list');
    await waitFor(() => expect(names(list)[0]).toBe('Lena Lager'));
    expect(list.querySelector('[data-testid=user-detail]')!.textContent).toBe('lena.lager@example.com');
    const created = (await getRole(role.id)).userIds;
    expect(created).toHaveLength(1);

    cleanup();
    const tags = renderTree({ id: 'tags', type: 'RoleTags', settings: { userId: created[0] } }, { registry });
    await waitFor(() => expect([...tags.container.querySelectorAll('[data-testid=role-tag]')].map((t) => t.textContent)).toEqual([role.name]));
  });

  it('shows the server\'s refusal of a taken e-mail at the e-mail field', async () => {
    const { container } = renderTree({ id: 'create', type: 'CreateUserEditor', settings: { showRoles: false } }, { registry });
    const form = within(widgetElement(container, 'create'));
    fireEvent.change(form.getByLabelText(/Anzeigename/), { target: { value: 'Doppelt' } });
    fireEvent.change(form.getByLabelText(/E-Mail-Adresse/), { target: { value: admin.primaryEmail } });
    fireEvent.change(form.getByLabelText(/Passwort/), { target: { value: 'long-enough-1' } });
    fireEvent.click(form.getByTestId('create-user-submit'));
    await waitFor(() => expect(container.querySelector('[id="create-primaryEmail__error"]')?.textContent).toBeTruthy());
    expect(form.queryByTestId('create-user-created')).toBeNull();
  });

  it('UserList pages 3 users at a time by default with the total, LastNewUserRegistrations shows the newest 3', async () => {
    for (const name of ['Anna Alt', 'Bert Mitte', 'Carla Neu']) await someone(name);
    const { container } = renderTree({ id: 'root', type: 'Container', slots: { children: [
      { id: 'list', type: 'UserList' }, { id: 'newest', type: 'LastNewUserRegistrations' },
    ] } }, { registry });
    const list = widgetElement(container, 'list');
    await waitFor(() => expect(names(list)).toEqual(['Carla Neu', 'Bert Mitte', 'Anna Alt']));
    const newest = widgetElement(container, 'newest');
    await waitFor(() => expect(names(newest)).toEqual(['Carla Neu', 'Bert Mitte', 'Anna Alt']));
    expect(newest.querySelector('[data-testid=user-detail]')!.textContent).toMatch(/^registriert am \d\d\.\d\d\.\d{4}$/);
    expect(list.querySelector('[data-testid=user-total]')!.textContent).toMatch(/^\d+ Benutzer$/);
    fireEvent.click(within(list).getByTestId('pager-next'));
    await waitFor(() => expect(names(list)).not.toContain('Carla Neu'));
  });
});

describe('ConfigurationEditor', () => {
  const addRow = (container: HTMLElement, index: number, key: string, value: string) => {
    fireEvent.click(within(container).getByTestId('configuration-add'));
    fireEvent.change(container.querySelector(`input[name=key-${index}]`)!, { target: { value: key } });
    fireEvent.change(container.querySelector(`input[name=value-${index}]`)!, { target: { value } });
  };

  it("edits another user's configuration, puts the user and confirms 'Konfiguration gespeichert'", async () => {
    const user = await someone('Konrad Konfig');
    const { container } = renderTree({ id: 'config', type: 'ConfigurationEditor', settings: { userId: user.id } }, { registry });
    const editor = within(widgetElement(container, 'config'));
    expect((await editor.findByTestId('configuration-empty')).textContent).toBe('Noch keine Einträge.');
    addRow(container, 0, 'workingHoursPerWeek', '30');
    fireEvent.click(editor.getByTestId('configuration-add'));
    fireEvent.change(container.querySelector('input[name=key-1]')!, { target: { value: 'workingHoursPerWeek' } });
    expect(editor.getByRole('alert').textContent).toBe('Diesen Schlüssel gibt es schon.');
    fireEvent.click(editor.getAllByTestId('configuration-remove')[1]);
    await waitFor(() => expect(editor.queryByRole('alert')).toBeNull());
    fireEvent.click(editor.getByTestId('configuration-save'));
    expect((await editor.findByTestId('configuration-saved')).textContent).toBe('Konfiguration gespeichert');
    expect((await getUser(user.id)).configuration).toEqual([{ key: 'workingHoursPerWeek', value: 30 }]);
  });

  it("edits a customer's configuration with If-Match, reloads it, and refuses a save over a newer version", async () => {
    const contact = await createContact({ firstName: 'Carla', lastName: 'Kundin', configuration: [{ key: 'rabatt', value: 5 }] });
    const { container } = renderTree({ id: 'config', type: 'ConfigurationEditor', settings: { target: 'customer', customerId: contact.id } }, { registry });
    const editor = within(widgetElement(container, 'config'));
    expect((await editor.findByText('Konfiguration des Kunden Carla Kundin')).tagName).toBe('STRONG');
    expect(container.querySelector<HTMLInputElement>('input[name=value-0]')!.value).toBe('5');
    fireEvent.change(container.querySelector('input[name=value-0]')!, { target: { value: '7,5' } });
    addRow(container, 1, 'sprache', 'de');
    fireEvent.click(editor.getByTestId('configuration-save'));
    expect((await editor.findByTestId('configuration-saved')).textContent).toBe('Konfiguration gespeichert');
    const saved = await getContact(contact.id);
    expect([saved.configuration, saved.version]).toEqual([[{ key: 'rabatt', value: 7.5 }, { key: 'sprache', value: 'de' }], contact.version + 1]);
    await waitFor(() => expect(container.querySelector<HTMLInputElement>('input[name=value-0]')!.value).toBe('7.5'));

    // Somebody else changes the customer meanwhile: the save names the conflict and overwrites nothing.
    await patchContact(contact.id, { configuration: [{ key: 'rabatt', value: 10 }] });
    fireEvent.click(editor.getAllByTestId('configuration-remove')[1]);
    fireEvent.click(editor.getByTestId('configuration-save'));
    expect((await editor.findByTestId('configuration-error')).textContent).toContain('Die Konfiguration konnte nicht gespeichert werden.');
    expect((await getContact(contact.id)).configuration).toEqual([{ key: 'rabatt', value: 10 }]);
  });

  it("edits the signed-in user's own customer record through /contacts/mine, and says when there is none", async () => {
    const own = { id: 'own', type: 'ConfigurationEditor', settings: { target: 'customer' } };
    const before = renderTree(own, { registry });
    expect((await within(widgetElement(before.container, 'own')).findByTestId('configuration-no-customer')).textContent)
      .toBe('Sie haben noch kein Kundenprofil; legen Sie zuerst Ihr Kundenprofil an.');
    cleanup();
    await apiRequest('PUT', '/contacts/mine', { body: { firstName: 'Ada', lastName: 'Admin', phone: '040 1' } });
    const { container } = renderTree(own, { registry });
    const editor = within(widgetElement(container, 'own'));
    expect((await editor.findByTestId('configuration-empty')).textContent).toBe('Noch keine Einträge.');
    addRow(container, 0, 'newsletter', 'monatlich');
    fireEvent.click(editor.getByTestId('configuration-save'));
    expect((await editor.findByTestId('configuration-saved')).textContent).toBe('Konfiguration gespeichert');
    const mine = await apiRequest<Contact>('GET', '/contacts/mine');
    expect([mine.configuration, mine.phone, mine.userId]).toEqual([[{ key: 'newsletter', value: 'monatlich' }], '040 1', admin.id]);
  });
});

describe('UserGroupsList', () => {
  it('lists the groups by name with the number and names of their members', async () => {
    const member = await someone('Gina Gruppe');
    await createUserGroup({ name: 'Außendienst', userIds: [member.id, admin.id] });
    const { container } = renderTree({ id: 'groups', type: 'UserGroupsList' }, { registry });
    const group = await within(widgetElement(container, 'groups')).findByText('Außendienst');
    const item = group.closest<HTMLElement>('[data-testid=user-group]')!;
    expect(within(item).getByTestId('group-count').textContent).toBe('2 Mitglieder');
    await waitFor(() => expect([...item.querySelectorAll('[data-testid=member-name]')].map((m) => m.textContent)).toEqual(['Gina Gruppe', admin.displayName]));
  });
});

describe('RoleRestrictedContainer', () => {
  const restricted = (roleId: string) => ({ id: 'r', type: 'RoleRestrictedContainer', settings: { roleId }, slots: { children: [{ id: 'secret', type: 'Text', settings: { text: 'Nur für Mitglieder' } }] } });

  it('shows its content to a user in the role, hides it from one who is not, and logs an unknown role', async () => {
    const member = await someone('Rita Rolle');
    const role = await createRole({ name: `Vertrieb ${++counter}`, userIds: [member.id] });
    // The administrator is not in the role: nothing.
    const { container } = renderTree(restricted(role.id), { registry });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(widgetElement(container, 'r').textContent).toBe('');
    cleanup();

    // The member (no permissions, cannot read roles) sees it.
    await server.login(member.primaryEmail, 'secret-pass-1');
    try {
      const shown = renderTree(restricted(role.id), { registry });
      await waitFor(() => expect(widgetElement(shown.container, 'r').textContent).toBe('Nur für Mitglieder'));
      cleanup();
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      const unknown = renderTree(restricted('no-such-role'), { registry });
      await waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringContaining('no-such-role')));
      expect(widgetElement(unknown.container, 'r').textContent).toBe('');
      logged.mockRestore();
    } finally {
      await server.loginAsAdmin();
    }
  });
});

describe('colleagues for users without TENANT_ADMIN', () => {
  it('planning shows the colleagues and an Avatar names another user by id, for a user without any permission; UserList says it may not', async () => {
    await server.login(server.shopperEmail, server.shopperPassword);
    try {
      const { container } = renderTree({ id: 'root', type: 'Container', slots: { children: [
        { id: 'workload', type: 'WorkloadTimeline' }, { id: 'avatar', type: 'Avatar', settings: { userId: admin.id, size: 'sm' } },
        { id: 'list', type: 'UserList' },
      ] } }, { registry });
      // Users with e-mails stay with the administrators: the list shows the shared error state with the refusal.
      const refused = await within(widgetElement(container, 'list')).findByTestId('widget-error');
      expect(refused.textContent).toMatch(/^Die Benutzer konnten nicht geladen werden\./);
      await waitFor(() => expect(container.querySelector(`[data-testid=workload-user][data-user-id="${admin.id}"]`)).not.toBeNull());
      await waitFor(() => expect(widgetElement(container, 'avatar').querySelector('[data-testid=avatar]')!.getAttribute('aria-label')).toBe(`Profilbild von ${admin.displayName}`));
    } finally {
      await server.loginAsAdmin();
    }
  });
});

describe('AvatarEditor', () => {
  it('uploads a picture (idle, uploading, then the user reloaded with its new avatar), refuses other files, removes it', async () => {
    const { container } = renderTree({ id: 'editor', type: 'AvatarEditor' }, { registry });
    const editor = await within(widgetElement(container, 'editor')).findByTestId('avatar-editor');
    expect(editor.dataset.state).toBe('idle');
    const file = editor.querySelector<HTMLInputElement>('[data-testid=avatar-file]')!;
    fireEvent.change(file, { target: { files: [new File(['<svg/>'], 'bild.svg', { type: 'image/svg+xml' })] } });
    expect(within(editor).getByTestId('avatar-error').textContent).toBe('Bitte ein Bild im Format PNG, JPEG, WebP oder GIF wählen.');

    // Node's own File: the test DOM's File is not one the server connection (Node's fetch) can send.
    fireEvent.change(file, { target: { files: [new NodeFile([SMALL_PNG], 'ich.png', { type: 'image/png' })] } });
    expect(editor.dataset.state).toBe('uploading');
    expect(within(editor).getByTestId('avatar-uploading').textContent).toBe('Das Bild wird hochgeladen …');
    await waitFor(() => expect([editor.dataset.state, editor.querySelector('[data-testid=avatar-error]')?.textContent]).toEqual(['idle', undefined]));
    const stored = (await apiRequest<User>('GET', '/users/me')).profile.avatarUrl!;
    await waitFor(() => expect(editor.querySelector('img[data-testid=avatar]')?.getAttribute('src')).toBe(stored));

    fireEvent.click(within(editor).getByTestId('avatar-remove'));
    await waitFor(() => expect(editor.querySelector('img[data-testid=avatar]')).toBeNull());
    expect((await apiRequest<User>('GET', '/users/me')).profile.avatarUrl).toBeUndefined();
  });
});
