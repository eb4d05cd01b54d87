// @vitest-environment jsdom
import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInput } from './renderInput';

afterEach(cleanup);

describe('IntegerInput', () => {
  it('publishes whole numbers only, step 1, bounded by minimum and maximum', () => {
    const { input, published } = renderInput('IntegerInput', { minimum: 1, maximum: 9 });
    expect(input().step).toBe('1');
    expect([input().min, input().max]).toEqual(['1', '9']);
    fireEvent.change(input(), { target: { value: '7' } });
    expect(published()).toBe(7);
    fireEvent.change(input(), { target: { value: '7.5' } });
    expect(published()).toBeUndefined();
  });

  it('says when a number is out of range', () => {
    const { input, error } = renderInput('IntegerInput', { minimum: 1, maximum: 9 }, { inForm: true });
    fireEvent.change(input(), { target: { value: '12' } });
    expect(error()).toBe('Der Wert darf höchstens 9 sein.');
    fireEvent.change(input(), { target: { value: '0' } });
    expect(error()).toBe('Der Wert muss mindestens 1 sein.');
  });
});
