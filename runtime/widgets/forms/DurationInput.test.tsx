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
});
