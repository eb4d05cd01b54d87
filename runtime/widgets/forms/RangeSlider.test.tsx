// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInput } from './renderInput';

afterEach(cleanup);

describe('RangeSlider', () => {
  it('steps through 0 to 10 by default', () => {
    const { input, published } = renderInput('RangeSlider');
    expect([input().min, input().max, input().step]).toEqual(['0', '10', '1']);
    fireEvent.change(input(), { target: { value: '7' } });
    expect(published()).toBe(7);
  });

  it('steps through the allowed values only', () => {
    const { input, published } = renderInput('RangeSlider', { values: [5, 10, 50, 100] });
    expect(input().max).toBe('3');
    fireEvent.change(input(), { target: { value: '2' } });
    expect(published()).toBe(50);
    expect(screen.getByTestId('slider-value').textContent).toBe('50');
    expect(input().getAttribute('aria-valuetext')).toBe('50');
  });

  it('is required in a form until moved', () => {
    const { error, submit } = renderInput('RangeSlider', { required: true }, { inForm: true });
    submit();
    expect(error()).toBe('Dieses Feld ist erforderlich.');
  });
});
