// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInput } from './renderInput';

afterEach(cleanup);
const options = [{ value: 'red', label: 'Rot' }, { value: 'green', label: 'Grün' }, { value: 'blue' }];

describe('MultiSelect', () => {
  it('dropdown: opens a list of check boxes and publishes the chosen values in order', () => {
    const { input, published } = renderInput('MultiSelect', { options });
    expect(input().textContent).toBe('Nichts ausgewählt');
    fireEvent.click(input());
    expect(input().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByLabelText('Grün'));
    fireEvent.click(screen.getByLabelText('Rot'));
    expect(published()).toEqual(['green', 'red']);
    expect(input().textContent).toBe('Grün, Rot');
    fireEvent.click(screen.getByLabelText('Grün'));
    fireEvent.click(screen.getByLabelText('Rot'));
    expect(published()).toBeUndefined();
  });

  it('lists: moves entries between Used and Available by button and by dragging', () => {
    const { published } = renderInput('MultiSelect', { options, mode: 'lists' });
    const used = () => screen.getByTestId('multiselect-used');
    const available = screen.getByTestId('multiselect-available');
    expect(screen.getByText('Verwendet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Rot verwenden' }));
    expect(published()).toEqual(['red']);
    expect(within(used()).getByText('Rot')).toBeTruthy();
    const data = new Map<string, string>();
    const dataTransfer = { setData: (k: string, v: string) => data.set(k, v), getData: (k: string) => data.get(k) ?? '' };
    fireEvent.dragStart(within(available).getByText('blue').closest('li')!, { dataTransfer });
    fireEvent.drop(used(), { dataTransfer });
    expect(published()).toEqual(['red', 'blue']);
    fireEvent.dragStart(within(used()).getByText('Rot').closest('li')!, { dataTransfer });
    fireEvent.drop(available, { dataTransfer });
    expect(published()).toEqual(['blue']);
  });

  it('is required in a form', () => {
    const { error, submit } = renderInput('MultiSelect', { options, required: true }, { inForm: true });
    submit();
    expect(error()).toBe('Dieses Feld ist erforderlich.');
  });
});
