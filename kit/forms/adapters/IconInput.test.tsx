// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { field, renderSchemaForm } from '../../testing/renderSchemaForm';

afterEach(cleanup);
const schema = { type: 'object', properties: { icon: { type: 'object', format: 'icon', title: 'Symbol' } } };

describe('IconInput', () => {
  it('edits name, size, color and theme of an icon, with a preview', () => {
    const { latest } = renderSchemaForm(schema, { icon: { name: 'home' } });
    expect(field('root_icon_name').value).toBe('home');
    expect(field('root_icon_size').value).toBe('24');
    expect(field<HTMLSelectElement>('root_icon_theme').value).toBe('fluent');
    expect(screen.getByTestId('icon-preview').getAttribute('src')).toBe('/api/icons/home.svg?size=24');
    fireEvent.change(field('root_icon_size'), { target: { value: '32' } });
    fireEvent.change(field<HTMLSelectElement>('root_icon_theme'), { target: { value: 'ios' } });
    fireEvent.change(field('root_icon_color'), { target: { value: 'FF0000' } });
    expect(latest()).toEqual({ icon: { name: 'home', size: 32, theme: 'ios', color: 'FF0000' } });
  });

  it('refuses a size below 1', () => {
    const { latest } = renderSchemaForm(schema, { icon: { name: 'home', size: 24 } });
    fireEvent.change(field('root_icon_size'), { target: { value: '0' } });
    expect(latest()).toEqual({ icon: { name: 'home' } });
  });
});
