// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInput } from './renderInput';

afterEach(cleanup);

describe('IconInput', () => {
  it('publishes name, size, colour and theme of an icon, with a preview', () => {
    const { published } = renderInput('IconInput', { label: 'Symbol' });
    expect(screen.getByText('Symbol')).toBeTruthy();
    fireEvent.change(document.getElementById('w-input_name')!, { target: { value: 'home' } });
    fireEvent.change(document.getElementById('w-input_theme')!, { target: { value: 'ios' } });
    expect(published()).toEqual({ name: 'home', theme: 'ios' });
    expect(screen.getByTestId('icon-preview').getAttribute('src')).toBe('/api/icons/home.svg?size=24');
  });

  it('is required in a form', () => {
    const { error, submit } = renderInput('IconInput', { required: true }, { inForm: true });
    submit();
    expect(error()).toBe('Dieses Feld ist erforderlich.');
  });
});
