// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inputForProperty } from './SchemaFields';

afterEach(cleanup);

function field(property: Record<string, unknown>) {
  const onChange = vi.fn();
  render(<ChakraProvider value={defaultSystem}>{inputForProperty(property, { id: 'x', label: 'Menge', value: undefined, onChange })}</ChakraProvider>);
  return { input: screen.getByLabelText('Menge') as HTMLInputElement, onChange };
}

describe('schema fields', () => {
  it('draws a number property as a number input that takes fractions', () => {
    const { input, onChange } = field({ type: 'number', minimum: 0, maximum: 10 });
    expect(input.type).toBe('number');
    expect([input.step, input.min, input.max]).toEqual(['any', '0', '10']);
    fireEvent.change(input, { target: { value: '2.5' } });
    expect(onChange).toHaveBeenLastCalledWith(2.5);
  });

  it('draws an integer property as a number input in whole steps that refuses fractions', () => {
    const { input, onChange } = field({ type: 'integer' });
    expect([input.type, input.step]).toEqual(['number', '1']);
    fireEvent.change(input, { target: { value: '2.5' } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    fireEvent.change(input, { target: { value: '3' } });
    expect(onChange).toHaveBeenLastCalledWith(3);
  });
});
