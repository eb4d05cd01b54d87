// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInput } from './renderInput';

afterEach(cleanup);
const settings = { label: 'AGB gelesen', fileUrl: 'https://example.com/agb.pdf' };

describe('DocumentAcceptance', () => {
  it('starts unchecked; ticking opens the preview (90vh), Akzeptieren checks it', () => {
    const { input, published } = renderInput('DocumentAcceptance', settings);
    expect(input().checked).toBe(false);
    fireEvent.click(input());
    const dialog = screen.getByRole('dialog', { name: 'AGB gelesen' });
    expect(dialog.style.height).toBe('90vh');
    expect(input().checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Akzeptieren' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(input().checked).toBe(true);
    expect(published()).toBe(true);
    fireEvent.click(input());
    expect(published()).toBeUndefined();
  });

  it('Nicht akzeptieren and a click on the backdrop leave it unchecked', () => {
    const { input, published } = renderInput('DocumentAcceptance', settings);
    fireEvent.click(input());
    fireEvent.click(screen.getByRole('button', { name: 'Nicht akzeptieren' }));
    expect(input().checked).toBe(false);
    fireEvent.click(input());
    fireEvent.click(screen.getByTestId('document-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(input().checked).toBe(false);
    expect(published()).toBeUndefined();
  });

  it('is required and must be accepted in a form', () => {
    const { error, submit } = renderInput('DocumentAcceptance', settings, { inForm: true });
    submit();
    expect(error()).toBe('Bitte akzeptieren Sie das Dokument.');
  });

  it("says 'Beim Anzeigen des PDF ist ein Fehler aufgetreten' for a document it cannot show, and offers no acceptance", async () => {
    const { input } = renderInput('DocumentAcceptance', { ...settings, fileUrl: 'javascript:alert(1)' });
    fireEvent.click(input());
    expect((await screen.findByRole('alert')).textContent).toBe('Beim Anzeigen des PDF ist ein Fehler aufgetreten');
    expect(screen.getByRole('button', { name: 'Akzeptieren' })).toHaveProperty('disabled', true);
    cleanup();
    const missing = renderInput('DocumentAcceptance', { ...settings, fileUrl: 'http://127.0.0.1:9/none.pdf' });
    fireEvent.click(missing.input());
    expect((await screen.findByText('Beim Anzeigen des PDF ist ein Fehler aufgetreten', {}, { timeout: 15_000 })).getAttribute('role')).toBe('alert');
  });
});
