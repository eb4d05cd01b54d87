// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { field, renderSchemaForm } from '../../testing/renderSchemaForm';

afterEach(cleanup);

describe('CodeEditor widget', () => {
  it('is chosen by monacoLanguage, 500px high by default', () => {
    renderSchemaForm({ type: 'object', properties: { html: { type: 'string', monacoLanguage: 'html' } } }, { html: '<b>hi</b>' });
    expect(screen.getByTestId('code-editor').getAttribute('data-language')).toBe('html');
    expect(field<HTMLTextAreaElement>('root_html').value).toBe('<b>hi</b>');
    expect(field<HTMLTextAreaElement>('root_html').style.height).toBe('500px');
  });

  it('takes its height from monacoEditorHeight', () => {
    renderSchemaForm({ type: 'object', properties: { html: { type: 'string', monacoLanguage: 'html', monacoEditorHeight: '200px' } } }, {});
    expect(field<HTMLTextAreaElement>('root_html').style.height).toBe('200px');
  });

  it("in JSON mode shows 'Ungültiges JSON' for invalid text and keeps the last valid value", () => {
    const { latest } = renderSchemaForm({ type: 'object', properties: { config: { type: 'object', monacoLanguage: 'json' } } }, { config: { a: 1 } });
    const editor = field<HTMLTextAreaElement>('root_config');
    expect(JSON.parse(editor.value)).toEqual({ a: 1 });
    fireEvent.change(editor, { target: { value: '{"a": 2' } });
    expect(screen.getByTestId('code-editor-error').textContent).toBe('Ungültiges JSON');
    fireEvent.change(editor, { target: { value: '{"a": 2}' } });
    expect(screen.queryByTestId('code-editor-error')).toBeNull();
    expect(latest()).toEqual({ config: { a: 2 } });
  });

  it('a JSON string field keeps the text itself', () => {
    const { latest } = renderSchemaForm({ type: 'object', properties: { raw: { type: 'string', monacoLanguage: 'json' } } }, {});
    fireEvent.change(field<HTMLTextAreaElement>('root_raw'), { target: { value: '[1, 2]' } });
    expect(latest()).toEqual({ raw: '[1, 2]' });
  });
});
