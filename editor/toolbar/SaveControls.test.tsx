// @vitest-environment jsdom
// The save status says why a save failed in the UI language, chosen by the API's error code, never in the
// server's English words.
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../runtime/api/http';
import { testApplication, testPage } from '../model/document/testApplication';
import { saveFailureOf } from '../store/save';
import { renderPanel } from '../testing/renderPanel';
import { SaveControls } from './SaveControls';

afterEach(cleanup);

const status = () => screen.getByTestId('save-status');

describe('SaveControls', () => {
  it('shows a refused save as a translated reason with the field the server names', () => {
    const { store } = renderPanel(<SaveControls />, testApplication([testPage([])]));
    const refusal = new ApiRequestError(400, 'VALIDATION_FAILED', 'content.0.widget: too many widgets', [{ field: 'content.0.widget', message: 'too many widgets' }]);
    act(() => store.getState().setSaveStatus('error', saveFailureOf(refusal)));
    expect(status().dataset.state).toBe('error');
    expect(status().getAttribute('title')).toBe('Der Server hat die Seite als ungültig abgelehnt. (Feld content.0.widget)');
  });

  it('explains a lost connection and an unknown code without English server text', () => {
    const { store } = renderPanel(<SaveControls />, testApplication([testPage([])]));
    act(() => store.getState().setSaveStatus('error', saveFailureOf(new TypeError('Failed to fetch'))));
    expect(status().getAttribute('title')).toBe('Der Server ist nicht erreichbar. Ihre Änderungen bleiben im Browser erhalten.');
    act(() => store.getState().setSaveStatus('error', saveFailureOf(new ApiRequestError(418, 'TEAPOT', 'I am a teapot'))));
    expect(status().getAttribute('title')).toBe('Unerwarteter Fehler beim Speichern.');
  });
});
