// @vitest-environment jsdom
import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTree, widgetElement } from '../../testing/renderTree';
import { cleanUpAfterEach, erika, registry, signIn } from './authTesting';
import { profileDisplayName } from './profileDisplayName';

/** Texts, validation and states of PasswordReset, ChangePassword, Profile and Login; no server (the calls are in accountStore.test.tsx). */
cleanUpAfterEach();
const type = (root: Element, name: string, value: string) => fireEvent.change(root.querySelector(`input[name=${name}]`)!, { target: { value } });
const submit = (root: Element) => fireEvent.submit(root.querySelector('form')!);

describe('PasswordReset', () => {
  it('without a token: asks for the e-mail; the button waits for one', () => {
    const { container } = renderTree({ id: 'r', type: 'PasswordReset' }, { registry });
    const root = widgetElement(container, 'r');
    expect(root.textContent).toContain('Geben Sie die E-Mail-Adresse Ihres Kontos ein.');
    const button = root.querySelector<HTMLButtonElement>('button[type=submit]')!;
    expect(button.textContent).toBe('Link senden');
    expect(button.disabled).toBe(true);
    type(root, 'email', 'erika@example.com');
    expect(button.disabled).toBe(false);
  });

  it('with resetToken in the address: the new password twice, checked for length and sameness before sending', () => {
    window.history.replaceState(null, '', '/passwort?resetToken=abc');
    const { container } = renderTree({ id: 'r', type: 'PasswordReset', settings: { loginLink: '/login' } }, { registry });
    const root = widgetElement(container, 'r');
    expect(root.textContent).toContain('Legen Sie Ihr neues Passwort fest.');
    type(root, 'newPassword', 'kurz');
    submit(root);
    expect(root.querySelector('[role=alert]')!.textContent).toBe('Das Passwort braucht mindestens 8 Zeichen.');
    type(root, 'newPassword', 'lang-genug-1');
    type(root, 'repeatPassword', 'lang-genug-2');
    expect(root.querySelector('[role=alert]')!.textContent).toBe('Die beiden Passwörter stimmen nicht überein.');
    type(root, 'repeatPassword', 'lang-genug-1');
    expect(root.querySelector('[role=alert]')).toBeNull();
  });

  it('shows the request form in the editor (never the token form), unusable', () => {
    window.history.replaceState(null, '', '/?resetToken=abc');
    const { container } = renderTree({ id: 'r', type: 'PasswordReset' }, { registry, extensions: { mode: 'edit' } });
    expect(container.querySelector<HTMLInputElement>('input[name=email]')!.disabled).toBe(true);
  });

  it('has its texts in every language', () => {
    const { container } = renderTree({ id: 'r', type: 'PasswordReset' }, { registry, language: 'fr_fr' });
    expect(container.querySelector('button')!.textContent).toBe('Envoyer le lien');
  });
});

describe('ChangePassword', () => {
  it('asks guests to log in', () => {
    const { container } = renderTree({ id: 'c', type: 'ChangePassword' }, { registry });
    expect(container.textContent).toBe('Bitte melden Sie sich an, um Ihr Passwort zu ändern.');
  });

  it('signed in: current password, new one twice; a missing current password is said under its field', () => {
    signIn();
    const { container } = renderTree({ id: 'c', type: 'ChangePassword' }, { registry });
    const root = widgetElement(container, 'c');
    expect([...root.querySelectorAll('label')].map((l) => l.textContent)).toEqual(['Aktuelles Passwort', 'Neues Passwort', 'Neues Passwort wiederholen']);
    type(root, 'newPassword', 'lang-genug-1');
    type(root, 'repeatPassword', 'lang-genug-1');
    submit(root);
    const error = root.querySelector('[data-testid=current-password-error]')!;
    expect(error.textContent).toBe('Bitte das aktuelle Passwort eingeben.');
    expect(root.querySelector('input[name=currentPassword]')!.getAttribute('aria-describedby')).toBe(error.id);
  });

  it('renders in the editor in every language, unusable', () => {
    const { container } = renderTree({ id: 'c', type: 'ChangePassword' }, { registry, extensions: { mode: 'edit' }, language: 'es_es' });
    expect(container.querySelector('button')!.textContent).toBe('Cambiar contraseña');
    expect(container.querySelector('button')!.disabled).toBe(true);
  });
});

describe('Profile', () => {
  it('the display name is first and last name joined, else the company', () => {
    expect(profileDisplayName({ firstName: ' Erika ', lastName: 'Muster', company: 'ACME' })).toBe('Erika Muster');
    expect(profileDisplayName({ firstName: '', lastName: 'Muster' })).toBe('Muster');
    expect(profileDisplayName({ firstName: '', lastName: ' ', company: 'ACME GmbH' })).toBe('ACME GmbH');
    expect(profileDisplayName({})).toBe('');
  });

  it('asks guests to log in', () => {
    const { container } = renderTree({ id: 'p', type: 'Profile' }, { registry, language: 'en_us' });
    expect(container.textContent).toBe('Please log in to edit your profile.');
  });

  it('signed in: the default fields filled from the profile; the display name follows the typing', () => {
    signIn();
    const { container } = renderTree({ id: 'p', type: 'Profile' }, { registry });
    const root = widgetElement(container, 'p');
    expect([...root.querySelectorAll('label')].map((l) => l.textContent)).toEqual(['Vorname', 'Nachname', 'Firma']);
    expect(root.querySelector<HTMLInputElement>('input[name=firstName]')!.value).toBe('Erika');
    expect(root.querySelector('[data-testid=profile-display-name]')!.textContent).toBe('Anzeigename: Erika Muster');
    type(root, 'firstName', '');
    type(root, 'lastName', '');
    type(root, 'company', 'Muster AG');
    expect(root.querySelector('[data-testid=profile-display-name]')!.textContent).toBe('Anzeigename: Muster AG');
  });

  it('shows the configured fields with their labels', () => {
    signIn({ ...erika, profile: { phone: '0123' } });
    const { container } = renderTree({
      id: 'p', type: 'Profile', settings: { profileFields: [{ name: 'firstName', label: '' }, { name: 'phone', label: 'Telefon' }, { name: 'fax' }] },
    }, { registry });
    const root = widgetElement(container, 'p');
    expect([...root.querySelectorAll('label')].map((l) => l.textContent)).toEqual(['Vorname', 'Telefon', 'fax']);
    expect(root.querySelector<HTMLInputElement>('input[name=phone]')!.value).toBe('0123');
  });
});

describe('Login', () => {
  it('a heading, the PasswordLogin form and the links to reset and registration', () => {
    const { container } = renderTree({ id: 'l', type: 'Login', settings: { resetLink: '/passwort', registrationLink: '/registrieren' } }, { registry });
    const root = widgetElement(container, 'l');
    expect(root.querySelector('h2')!.textContent).toBe('Anmelden');
    expect(root.querySelector('[data-testid=login-form]')).not.toBeNull();
    expect(root.querySelector('[data-testid=forgot-password]')!.getAttribute('href')).toBe('/passwort');
    expect(root.querySelector('[data-testid=register-link]')!.getAttribute('href')).toBe('/registrieren');
    expect(root.textContent).toContain('Noch kein Konto?');
  });

  it('its own heading; no links unless set', () => {
    const { container } = renderTree({ id: 'l', type: 'Login', settings: { heading: 'Kundenbereich' } }, { registry, language: 'en_us' });
    const root = widgetElement(container, 'l');
    expect(root.querySelector('h2')!.textContent).toBe('Kundenbereich');
    expect(root.querySelector('a')).toBeNull();
    expect(root.querySelector('button[type=submit]')!.textContent).toBe('Log in');
  });
});
