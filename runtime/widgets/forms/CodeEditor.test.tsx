// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInput } from './renderInput';

afterEach(cleanup);

describe('CodeEditor', () => {
  it('publishes the text, in the chosen language and height (default 500px)', () => {
    const { input, published } = renderInput('CodeEditor', { monacoLanguage: 'html' });
    expect(screen.getByTestId('code-editor').dataset.language).toBe('html');
    expect(input<HTMLTextAreaElement>().style.height).toBe('500px');
    fireEvent.change(input(), { target: { value: '<b>hi</b>' } });
    expect(published()).toBe('<b>hi</b>');
  });

  it("says 'Ungültiges JSON' in JSON mode and publishes only text that parses", () => {
    const { input, published } = renderInput('CodeEditor', { monacoLanguage: 'json' });
    fireEvent.change(input(), { target: { value: '{"a": 1}' } });
    expect(published()).toBe('{"a": 1}');
    fireEvent.change(input(), { target: { value: '{"a": ' } });
    expect(screen.getByTestId('code-editor-error').textContent).toBe('Ungültiges JSON');
    expect(published()).toBe('{"a": 1}');
  });
});
