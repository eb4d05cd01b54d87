// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInput } from './renderInput';

afterEach(cleanup);

describe('PercentageInput', () => {
  it('publishes the fraction of the percentage typed (value x 100 shown)', () => {
    const { input, published } = renderInput('PercentageInput');
    expect(screen.getByText('%')).toBeTruthy();
    fireEvent.change(input(), { target: { value: '15,5' } });
    expect(published()).toBeCloseTo(0.155);
    fireEvent.change(input(), { target: { value: '' } });
    expect(published()).toBeUndefined();
  });

  it('is required in a form like every input', () => {
    const { input, error } = renderInput('PercentageInput', { required: true }, { inForm: true });
    fireEvent.blur(input());
    expect(error()).toBe('Dieses Feld ist erforderlich.');
  });
});
