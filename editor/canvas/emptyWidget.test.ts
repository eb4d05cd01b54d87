// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { markEmptyWidget } from './emptyWidget';

const element = (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
};

describe('markEmptyWidget', () => {
  it('marks a widget that shows nothing with its placeholder and clears the mark when it shows something', () => {
    const widget = element('');
    markEmptyWidget(widget, () => 'Leer: Überschrift');
    expect(widget.getAttribute('data-widget-empty')).toBe('Leer: Überschrift');
    widget.textContent = 'Titel';
    markEmptyWidget(widget, () => 'Leer: Überschrift');
    expect(widget.hasAttribute('data-widget-empty')).toBe(false);
  });

  it('asks for the placeholder text only for an empty widget (most widgets of a page are not)', () => {
    const placeholder = vi.fn(() => 'Leer');
    markEmptyWidget(element('<p>Text</p>'), placeholder);
    markEmptyWidget(element('<img alt="">'), placeholder);
    expect(placeholder).not.toHaveBeenCalled();
  });
});
