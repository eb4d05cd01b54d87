// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { PropertyPanel } from './PropertyPanel';
import { panelDocument, renderPanel } from '../testing/renderPanel';

// The settings form's code is NOT loaded before this file's panel opens (the file runs with modules of its own,
// vitest.config.ts): the first selection waits for it, and typing afterwards must keep working in the same field.
afterEach(cleanup);

it('keeps the field a builder types in when the form code arrived after the panel opened', async () => {
  const { store } = renderPanel(<PropertyPanel />, panelDocument());
  act(() => store.getState().select(['a']));
  await waitFor(() => expect(document.getElementById('root_text')).not.toBeNull(), { timeout: 10_000 });
  const field = document.getElementById('root_text') as HTMLInputElement;
  await userEvent.type(field, 'B');
  await userEvent.type(field, 'C');
  // The same element, still in the page and focused: the form was not remounted under the cursor.
  expect(document.getElementById('root_text')).toBe(field);
  expect(document.activeElement).toBe(field);
  expect(store.index.node('a')!.settings).toEqual({ text: 'ABC' });
  expect(screen.getByTestId('property-panel').textContent).not.toContain('Lädt');
});
