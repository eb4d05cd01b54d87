// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isHHmm } from '../../inputs/values/dateTime';
import { renderInput } from './renderInput';

afterEach(cleanup);

describe('TimeInput', () => {
  it('shows 24-hour HH:mm in every UI language, never a 12-hour field of the browser', () => {
    for (const language of ['de_de', 'en_us', 'es_es', 'fr_fr'] as const) {
      const { input, engine } = renderInput('TimeInput', {}, { language });
      expect(input().type).toBe('text');
      fireEvent.change(input(), { target: { value: '14:30' } });
      fireEvent.blur(input());
      expect(input().value).toBe('14:30');
      expect(engine.getContext('out')).toBe('14:30');
      cleanup();
    }
  });

  it('reads typed digits as hours and minutes and shows HH:mm after leaving', () => {
    const { input, published } = renderInput('TimeInput');
    fireEvent.change(input(), { target: { value: '0930' } });
    expect(published()).toBe('09:30');
    fireEvent.blur(input());
    expect(input().value).toBe('09:30');
    fireEvent.change(input(), { target: { value: '7.5' } });
    expect(published()).toBe('07:05');
    fireEvent.change(input(), { target: { value: '08:30:00' } });
    expect(published()).toBe('08:30');
  });

  it('changes the hours or the minutes (where the caret is) with the arrow keys, round the clock', () => {
    const { input, published } = renderInput('TimeInput');
    fireEvent.change(input(), { target: { value: '23:59' } });
    input().setSelectionRange(4, 4);
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(published()).toBe('00:00');
    expect(input().value).toBe('00:00');
    input().setSelectionRange(1, 1);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(published()).toBe('23:00');
    input().setSelectionRange(4, 4);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(published()).toBe('22:58');
  });

  it('says how to write a time once the field is left with text that is none', () => {
    const { input, published } = renderInput('TimeInput', {}, { inForm: true });
    fireEvent.change(input(), { target: { value: '25:00' } });
    expect(screen.queryByRole('alert')).toBeNull(); // not while typing
    fireEvent.blur(input());
    expect(screen.getByRole('alert').textContent).toBe('Bitte eine Uhrzeit wie 14:30 (Stunden:Minuten, 24 Stunden) eingeben.');
    expect(published()).toBeUndefined();
  });

  it('starts with the current time when defaultsToNow', () => {
    expect(isHHmm(renderInput('TimeInput', { defaultsToNow: true }).published() as string)).toBe(true);
  });
});
