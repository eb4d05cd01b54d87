// @vitest-environment jsdom
import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isHHmm } from '../../inputs/values/dateTime';
import { renderInput } from './renderInput';

afterEach(cleanup);

describe('TimeInput', () => {
  it('publishes HH:mm', () => {
    const { input, published } = renderInput('TimeInput');
    expect(input().type).toBe('time');
    fireEvent.change(input(), { target: { value: '08:30:00' } });
    expect(published()).toBe('08:30');
  });

  it('starts with the current time when defaultsToNow', () => {
    expect(isHHmm(renderInput('TimeInput', { defaultsToNow: true }).published() as string)).toBe(true);
  });
});
