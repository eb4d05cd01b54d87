// @vitest-environment jsdom
import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInput } from './renderInput';

afterEach(cleanup);

describe('CommaSeparatedListInput', () => {
  it('splits on commas, trims and drops empties; empty text is no value', () => {
    const { input, published, error } = renderInput('CommaSeparatedListInput', { required: true }, { inForm: true });
    fireEvent.change(input(), { target: { value: ' a, ,b ,c,' } });
    expect(published()).toEqual(['a', 'b', 'c']);
    fireEvent.change(input(), { target: { value: ' , ' } });
    expect(published()).toBeUndefined();
    expect(error()).toBe('Dieses Feld ist erforderlich.');
  });
});
