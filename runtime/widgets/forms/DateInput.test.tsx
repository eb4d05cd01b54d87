// @vitest-environment jsdom
import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toDateInput } from '../../inputs/values/dateTime';
import { renderInput } from './renderInput';

afterEach(cleanup);

describe('DateInput', () => {
  it('publishes epoch milliseconds of the chosen day', () => {
    const { input, published } = renderInput('DateInput');
    expect(input().type).toBe('date');
    fireEvent.change(input(), { target: { value: '2024-12-24' } });
    expect(published()).toBe(new Date(2024, 11, 24).getTime());
  });

  it('bounds future-only and past-only days by today', () => {
    expect(renderInput('DateInput', { onlyDateInFuture: true }).input().min).toBe(toDateInput(Date.now()));
    cleanup();
    expect(renderInput('DateInput', { onlyDateInPast: true }).input().max).toBe(toDateInput(Date.now()));
  });

  it('takes a time too, unless a fixed time makes a day enough', () => {
    expect(renderInput('DateInput', { withTime: true }).input().type).toBe('datetime-local');
    cleanup();
    const { input, published } = renderInput('DateInput', { withTime: true, fixedTime: '08:00' });
    expect(input().type).toBe('date');
    fireEvent.change(input(), { target: { value: '2024-03-05' } });
    expect(published()).toBe(new Date(2024, 2, 5, 8, 0).getTime());
  });

  it('starts with now when defaultsToNow', () => {
    const before = Date.now();
    const { published } = renderInput('DateInput', { defaultsToNow: true });
    expect(published() as number).toBeGreaterThanOrEqual(before);
  });
});
