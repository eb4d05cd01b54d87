// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInput } from './renderInput';

afterEach(cleanup);

describe('TextInput', () => {
  it('is labelled, publishes its value on the socket and into the context variable, and empty text is no value', () => {
    const { input, published, engine } = renderInput('TextInput', { label: 'Vorname', contextProperty: 'firstName' });
    expect(screen.getByLabelText('Vorname')).toBe(input());
    fireEvent.change(input(), { target: { value: 'Ada' } });
    expect(published()).toBe('Ada');
    expect(engine.getContext('firstName')).toBe('Ada');
    fireEvent.change(input(), { target: { value: '' } });
    expect(engine.getContext('firstName')).toBeUndefined();
  });

  it('labels itself with its type when no label is set', () => {
    renderInput('TextInput', { label: '' });
    expect(screen.getByLabelText('Texteingabe')).toBeTruthy();
  });

  it('checks e-mail format, pattern and minimum length in a form', () => {
    const { input, error } = renderInput('TextInput', { inputType: 'email' }, { inForm: true });
    expect(input().type).toBe('email');
    fireEvent.change(input(), { target: { value: 'kein-at' } });
    expect(error()).toBe('Die Eingabe ist kein gültiges Format „email“.');
    cleanup();
    const other = renderInput('TextInput', { pattern: '^[A-Z]+$', minLength: 3 }, { inForm: true });
    fireEvent.change(other.input(), { target: { value: 'ab' } });
    expect(other.error()).toBe('Bitte mindestens 3 Zeichen eingeben.');
    fireEvent.change(other.input(), { target: { value: 'abc' } });
    expect(other.error()).toBe('Die Eingabe hat nicht das erwartete Format.');
  });

  it('marks a required field and says so once it was left empty', () => {
    const { input, error } = renderInput('TextInput', { required: true }, { inForm: true });
    expect(input().required).toBe(true);
    expect(error()).toBeNull();
    act(() => void fireEvent.blur(input()));
    expect(error()).toBe('Dieses Feld ist erforderlich.');
  });

  it('is a text area when multiline and cannot be typed into in edit mode', () => {
    const { input } = renderInput('TextInput', { multiline: true }, { mode: 'edit' });
    expect(input().tagName).toBe('TEXTAREA');
    expect(input<HTMLTextAreaElement>().readOnly).toBe(true);
  });
});
