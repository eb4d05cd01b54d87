// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { field, renderSchemaForm } from '../../testing/renderSchemaForm';

afterEach(cleanup);
const schema = { type: 'object', properties: { color: { type: 'string', format: 'color', title: 'Farbe' } } };

describe('ColorInput', () => {
  it('shows a swatch and the hex text', () => {
    renderSchemaForm(schema, { color: '#ff0000' });
    expect(field('root_color').value).toBe('#ff0000');
    expect((screen.getByTestId('color-swatch') as HTMLInputElement).value).toBe('#ff0000');
  });

  it('keeps a value without # without #', () => {
    const { latest } = renderSchemaForm(schema, { color: 'FFFFFF' });
    fireEvent.change(screen.getByTestId('color-swatch'), { target: { value: '#00ff00' } });
    expect(latest()).toEqual({ color: '00FF00' });
  });

  it('takes typed colours as they are', () => {
    const { latest } = renderSchemaForm(schema, {});
    fireEvent.change(field('root_color'), { target: { value: '#123456' } });
    expect(latest()).toEqual({ color: '#123456' });
  });

  it('shows white as white: #ffffff, FFF, and an unset colour whose default is white', () => {
    const swatch = () => (screen.getByTestId('color-swatch') as HTMLInputElement).value;
    renderSchemaForm(schema, { color: '#FFFFFF' });
    expect(swatch()).toBe('#ffffff');
    cleanup();
    renderSchemaForm(schema, { color: 'fff' });
    expect(swatch()).toBe('#ffffff');
    cleanup();
    renderSchemaForm({ type: 'object', properties: { color: { ...schema.properties.color, default: '#ffffff' } } }, {});
    expect(swatch()).toBe('#ffffff');
    cleanup();
    renderSchemaForm(schema, {});
    expect(swatch()).toBe('#ffffff'); // no colour at all: the swatch matches the placeholder, not black
  });
});
