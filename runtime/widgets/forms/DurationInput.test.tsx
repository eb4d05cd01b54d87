// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInput } from './renderInput';

afterEach(cleanup);

describe('DurationInput', () => {
  it('reads H:mm or minutes into minutes and shows H:mm after leaving', () => {
    const { input, published } = renderInput('DurationInput');
    fireEvent.change(input(), { target: { value: '1:30' } });
    expect(published()).toBe(90);
    fireEvent.change(input(), { target: { value: '135' } });
    fireEvent.blur(input());
    expect(input().value).toBe('2:15');
  });

  it('says how to write a duration, and when it is too long', () => {
    const { input, error } = renderInput('DurationInput', { maximum: 60 }, { inForm: true });
    fireEvent.change(input(), { target: { value: '1:75' } });
    expect(screen.getByRole('alert').textContent).toBe('Bitte eine Dauer wie 1:30 (Stunden:Minuten) eingeben.');
    fireEvent.change(input(), { target: { value: '1:01' } });
    expect(error()).toBe('Der Wert darf höchstens 60 sein.');
  });

  it('reads the duration out in words in the UI language (date-fns), tied to the field', () => {
    const words = { de_de: '1 Stunde 30 Minuten', en_us: '1 hour 30 minutes', es_es: '1 hora 30 minutos', fr_fr: '1 heure 30 minutes' };
    for (const [language, text] of Object.entries(words)) {
      const { input } = renderInput('DurationInput', {}, { language: language as keyof typeof words });
      fireEvent.change(input(), { target: { value: '90' } });
      const said = document.getElementById('w-input__readable');
      expect(said?.textContent).toBe(text);
      expect(input().getAttribute('aria-describedby')).toContain('w-input__readable');
      cleanup();
    }
  });

  it('says zero and whole hours plainly, and nothing for an empty field', () => {
    const { input } = renderInput('DurationInput');
    fireEvent.change(input(), { target: { value: '0' } });
    expect(document.getElementById('w-input__readable')?.textContent).toBe('0 Minuten');
    fireEvent.change(input(), { target: { value: '2:00' } });
    expect(document.getElementById('w-input__readable')?.textContent).toBe('2 Stunden');
    fireEvent.change(input(), { target: { value: '26:05' } });
    expect(document.getElementById('w-input__readable')?.textContent).toBe('26 Stunden 5 Minuten');
    fireEvent.change(input(), { target: { value: '' } });
    expect(document.getElementById('w-input__readable')).toBeNull();
  });
});
