// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBuiltinRegistry } from '..';
import { renderTree } from '../../testing/renderTree';
import { renderUi } from '../../testing/renderUi';
import { ContactModal } from './ContactModal';
import { ContactView } from './ContactView';
import { contactPatch } from './ContactEditorPanel';
import { displayNameOf, parseCustomValue, storeCustomValue, withCustomValue } from './contactValues';

// The contact widgets without a server: values, texts, states and the dialog frame.
const registry = createBuiltinRegistry();
afterEach(cleanup);

// jsdom has no matchMedia; the page keeps one media query list per query, so this one answers what `phone` says.
let phone = false;
globalThis.matchMedia = ((query: string) => ({ get matches() { return phone; }, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof matchMedia;

describe('contact values', () => {
  it('names a contact by first and last name, else by company', () => {
    expect(displayNameOf({ firstName: 'Erika', lastName: 'Muster', company: 'X' })).toBe('Erika Muster');
    expect(displayNameOf({ lastName: 'Muster' })).toBe('Muster');
    expect(displayNameOf({ firstName: ' ', company: 'Muster GmbH' })).toBe('Muster GmbH');
    expect(displayNameOf({})).toBe('');
  });

  it('stores custom values as strings and parses booleans and numbers back', () => {
    expect([storeCustomValue(true), storeCustomValue(false), storeCustomValue(12.5), storeCustomValue(''), storeCustomValue(undefined)]).toEqual(['true', 'false', '12.5', undefined, undefined]);
    expect([parseCustomValue('boolean', 'true'), parseCustomValue('boolean', 'false'), parseCustomValue('number', '12.5'), parseCustomValue('number', 'x'), parseCustomValue('date', '2024-01-02'), parseCustomValue('string', '')])
      .toEqual([true, false, 12.5, undefined, '2024-01-02', undefined]);
    const values = withCustomValue([{ customFieldId: 'a', value: '1' }, { customFieldId: 'b', value: '2' }], 'a', 5);
    expect(values).toEqual([{ customFieldId: 'a', value: '5' }, { customFieldId: 'b', value: '2' }]);
    expect(withCustomValue(values, 'a', undefined)).toEqual([{ customFieldId: 'b', value: '2' }]);
  });

  it('patches only what changed and removes emptied fields', () => {
    const original = { id: 'c', version: 2, createdAt: 1, lastUpdatedAt: 1, firstName: 'A', lastName: 'B', phone: '1' };
    expect(contactPatch(original, { firstName: 'A', lastName: 'C' })).toEqual({ lastName: 'C', phone: null });
  });
});

describe('ContactView', () => {
  it('shows the filled sections with the salutation text and typed custom fields, leaving out empty ones', () => {
    renderUi(<ContactView
      contact={{ salutation: 'Frau', firstName: 'Erika', lastName: 'Muster', address: { street: 'Weg', streetNumber: '1', zip: '10115', city: 'Berlin' }, customFields: [{ customFieldId: 'v', value: 'false' }, { customFieldId: 'gone', value: 'x' }] }}
      customFields={[{ id: 'v', title: 'VIP', type: 'boolean', createdAt: 0, lastUpdatedAt: 0, version: 1 }]}
    />);
    const view = screen.getByTestId('contact-view');
    expect([...view.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['Persönliches', 'Zusatzfelder']);
    expect(view.textContent).toContain('Frau');
    expect(view.textContent).toContain('Weg 1, 10115 Berlin');
    expect(view.textContent).toContain('VIPNein');
  });
});

describe('ContactModal', () => {
  it('is a dialog at least 420px wide on desktop and closes on Escape and the backdrop', () => {
    const onClose = vi.fn();
    renderUi(<ContactModal title="Erika" testId="m" onClose={onClose}>Inhalt</ContactModal>);
    const dialog = screen.getByRole('dialog', { name: 'Erika' });
    expect(dialog.dataset.variant).toBe('dialog');
    expect(dialog.style.minWidth).toBe('min(420px, 95vw)');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(screen.getByTestId('m-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('is a bottom sheet on phones', () => {
    phone = true;
    try {
      renderUi(<ContactModal title="Erika" testId="m" onClose={() => {}}>Inhalt</ContactModal>);
      const sheet = screen.getByRole('dialog');
      expect(sheet.dataset.variant).toBe('bottom-sheet');
      expect(sheet.style.bottom).toBe('0px');
    } finally {
      phone = false;
    }
  });
});

describe('widgets with their defaults', () => {
  it('ContactDetail and CreateNote without an id ask to be configured', () => {
    renderTree({ id: 'd', type: 'ContactDetail', settings: {} }, { registry });
    renderTree({ id: 'n', type: 'CreateNote', settings: {} }, { registry });
    expect(screen.getAllByTestId('configure-notice')).toHaveLength(2);
  });

  it('CustomerProfileEditor asks a visitor to sign in, in every language', () => {
    renderTree({ id: 'p', type: 'CustomerProfileEditor', settings: {} }, { registry });
    expect(screen.getByTestId('profile-sign-in').textContent).toBe('Bitte melden Sie sich an, um Ihr Profil zu bearbeiten.');
    cleanup();
    renderTree({ id: 'p', type: 'CustomerProfileEditor', settings: {} }, { registry, language: 'fr_fr' });
    expect(screen.getByTestId('profile-sign-in').textContent).toBe('Veuillez vous connecter pour modifier votre profil.');
  });

  it('ContactPersonPicker says nothing is chosen and is locked in edit mode', () => {
    renderTree({ id: 'p', type: 'ContactPersonPicker', settings: { label: 'Ansprechpartner' } }, { registry, extensions: { mode: 'edit' } });
    expect(screen.getByTestId('no-contact-person').textContent).toBe('Keine Kontaktperson gewählt');
    expect((screen.getByRole('button', { name: 'Kontakt wählen' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
