// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
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

describe('schema fields naming a store', () => {
  it('draws a text property with a store as the store select, which says when the store is not registered', async () => {
    await initI18n().changeLanguage('de_de');
    render(<ChakraProvider value={defaultSystem}>{inputForProperty({ type: 'string', store: 'nope' }, { id: 'x', label: 'Kunde', value: undefined, onChange: () => {} })}</ChakraProvider>);
    expect(screen.getByRole('alert').textContent).toBe('Store not registered');
  });

  it('draws a list property with a store as the store select of several records, not as a comma-separated list', async () => {
    await initI18n().changeLanguage('de_de');
    render(<ChakraProvider value={defaultSystem}>{inputForProperty({ type: 'array', items: { type: 'string' }, store: 'nope' }, { id: 'x', label: 'Team', value: undefined, onChange: () => {} })}</ChakraProvider>);
    expect(screen.getByRole('alert').textContent).toBe('Store not registered');
  });
});
