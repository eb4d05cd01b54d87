// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBuiltinRegistry } from '..';
import { renderTree } from '../../testing/renderTree';
import { renderInput } from '../forms/renderInput';
import { applyFormat } from './markdownFormat';

afterEach(cleanup);

const area = () => document.getElementById('w-input') as HTMLTextAreaElement;
const type = (text: string) => fireEvent.change(area(), { target: { value: text } });

describe('MarkdownEditor', () => {
  it('is a text area at most 500px high and at least 650px wide without spell checker, publishing the text', () => {
    const { published } = renderInput('MarkdownEditor');
    expect([area().style.maxHeight, area().getAttribute('spellcheck')]).toEqual(['500px', 'false']);
    expect(screen.getByTestId('markdown-editor').style.minWidth).toBe('650px');
    type('# Titel');
    expect(published()).toBe('# Titel');
    type('');
    expect(published()).toBeUndefined();
  });

  it('formats the selection from its toolbar and shows a sanitised preview', () => {
    const { published } = renderInput('MarkdownEditor');
    type('Hallo Welt');
    area().setSelectionRange(6, 10);
    fireEvent.click(screen.getByRole('button', { name: 'Fett' }));
    expect(published()).toBe('Hallo **Welt**');
    type('Hallo **Welt** <img src=x onerror="alert(1)"> [x](javascript:alert(2))');
    fireEvent.click(screen.getByRole('button', { name: 'Vorschau' }));
    const preview = screen.getByTestId('markdown-preview');
    expect(preview.querySelector('strong')!.textContent).toBe('Welt');
    expect(preview.innerHTML).not.toMatch(/onerror|javascript:/);
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Bearbeiten' }));
    expect(area().value).toContain('Hallo **Welt**');
    expect(applyFormat('a\nb', 0, 3, 'list', '')).toEqual({ text: '- a\n- b', start: 2, end: 7 });
    expect(applyFormat('Text', 4, 4, 'link', 'Linktext').text).toBe('Text[Linktext](https://)');
  });

  it('keeps a text per language: a tab switches the language, closes the preview and shows that text', () => {
    const { published } = renderInput('MarkdownEditor', { multilingual: true });
    const tabs = within(screen.getByRole('tablist'));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Deutsch', 'English', 'Español', 'Français']);
    type('Guten Tag');
    fireEvent.click(screen.getByRole('button', { name: 'Vorschau' }));
    fireEvent.click(tabs.getByRole('tab', { name: 'English' }));
    expect(screen.queryByTestId('markdown-preview')).toBeNull();
    expect([area().value, area().lang]).toEqual(['', 'en']);
    type('Good day');
    expect(published()).toEqual({ de_de: 'Guten Tag', en_us: 'Good day' });
    fireEvent.click(tabs.getByRole('tab', { name: 'Deutsch' }));
    expect(area().value).toBe('Guten Tag');
  });

  it('reports a value it cannot set and empties its content; a text on the value input is set', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { engine } = renderTree(
        { id: 'w', type: 'MarkdownEditor', settings: { label: 'Text' } },
        { registry: createBuiltinRegistry(), connections: [
          { id: 'i', from: { widgetId: '$context', socket: 'text' }, to: { widgetId: 'w', socket: 'value' } },
          { id: 'o', from: { widgetId: 'w', socket: 'value' }, to: { widgetId: '$context', socket: 'out' } },
        ] },
      );
      type('schon da');
      act(() => engine.setContext('text', 42));
      expect(area().value).toBe('');
      expect(document.getElementById('w-input__widget-error')!.textContent).toBe('Dieser Wert kann nicht gesetzt werden; der Editor wurde geleert.');
      expect(errors).toHaveBeenCalled();
      expect(engine.getContext('out')).toBeUndefined();
      act(() => engine.setContext('text', '**Neu**'));
      expect([area().value, engine.getContext('out')]).toEqual(['**Neu**', '**Neu**']);
      expect(document.getElementById('w-input__widget-error')).toBeNull();
    } finally {
      errors.mockRestore();
    }
  });

  it('is read-only in edit mode, its toolbar does nothing there', () => {
    const { published } = renderInput('MarkdownEditor', {}, { mode: 'edit', language: 'en_us' });
    expect(area().readOnly).toBe(true);
    expect((screen.getByRole('button', { name: 'Bold' }) as HTMLButtonElement).disabled).toBe(true);
    expect(published()).toBeUndefined();
  });
});
