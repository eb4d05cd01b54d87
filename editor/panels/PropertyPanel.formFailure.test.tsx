// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { PropertyPanel } from './PropertyPanel';
import { panelDocument, renderPanel } from '../testing/renderPanel';

// The settings form's code cannot be fetched (offline, a new version deployed meanwhile): the panel says so and
// offers to try again, which fetches again. Its own modules (vitest.config.ts), so the failing form stays here.
vi.mock('./properties/WidgetSettings', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
afterEach(cleanup);

it('says the settings could not be loaded and fetches them again on "Erneut versuchen"', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { store } = renderPanel(<PropertyPanel />, panelDocument());
  act(() => store.getState().select(['a']));
  expect(await screen.findByText('Die Einstellungen konnten nicht geladen werden.')).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toContain('Die Einstellungen konnten nicht geladen werden.');
  const before = errors.mock.calls.length;
  await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
  expect(await screen.findByText('Die Einstellungen konnten nicht geladen werden.')).toBeTruthy();
  await vi.waitFor(() => expect(errors.mock.calls.length).toBeGreaterThan(before));
  expect(errors.mock.calls.some(([message]) => String(message).includes('Loading the settings form failed'))).toBe(true);
  errors.mockRestore();
});
