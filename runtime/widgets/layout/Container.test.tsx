// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import { renderTree, widgetElement } from '../../testing/renderTree';
import { containerWrap } from './Container';

afterEach(cleanup);
const registry = createBuiltinRegistry();
const text = (id: string) => ({ id, type: 'Text', settings: { text: id } });

describe('Container', () => {
  it('is a plain box by default and, with a landmark, that element, so screen readers can jump to header, nav and main', () => {
    const plain = renderTree({ id: 'c', type: 'Container', slots: { children: [text('a')] } }, { registry });
    expect((widgetElement(plain.container, 'c').firstElementChild as HTMLElement).tagName).toBe('DIV');
    plain.unmount();
    for (const landmark of ['header', 'nav', 'main', 'footer', 'aside', 'section']) {
      const shown = renderTree({ id: 'c', type: 'Container', settings: { landmark, padding: '4px' }, slots: { children: [text('a')] } }, { registry });
      const box = widgetElement(shown.container, 'c').firstElementChild as HTMLElement;
      expect(box.tagName).toBe(landmark.toUpperCase());
      expect([box.style.padding, box.textContent]).toEqual(['4px', 'a']);
      shown.unmount();
    }
  });

  it('lays out its children with the spec defaults (padding 10px, gap 10px, 100%, flex-start, wrap)', () => {
    const { container } = renderTree({ id: 'c', type: 'Container', slots: { children: [text('a'), text('b')] } }, { registry });
    const box = widgetElement(container, 'c').firstElementChild as HTMLElement;
    expect(box.style.padding).toBe('10px');
    expect(box.style.gap).toBe('10px');
    expect(box.style.width).toBe('100%');
    expect(box.style.height).toBe('100%');
    expect(box.style.justifyContent).toBe('flex-start');
    expect(box.style.alignItems).toBe('flex-start');
    expect(box.style.flexWrap).toBe('wrap');
    expect(box.style.flexDirection).toBe('row');
    expect([...box.querySelectorAll('[data-widget-id]')].map((e) => e.textContent)).toEqual(['a', 'b']);
  });

  it('applies direction, inversion and colours', () => {
    const settings = { direction: 'column', invertedDirection: true, backgroundColor: '#000000', fontColor: '#ffffff' };
    const { container } = renderTree({ id: 'c', type: 'Container', settings, slots: { children: [] } }, { registry });
    const box = widgetElement(container, 'c').firstElementChild as HTMLElement;
    expect(box.style.flexDirection).toBe('column-reverse');
    expect(box.style.backgroundColor).toBe('rgb(0, 0, 0)');
    expect(box.style.color).toBe('rgb(255, 255, 255)');
  });

  it('wraps on mobile when asked, and wrapReverse wins', () => {
    expect(containerWrap({ wrap: 'nowrap', wrapOnMobile: true, wrapReverse: false }, true)).toBe('wrap');
    expect(containerWrap({ wrap: 'nowrap', wrapOnMobile: true, wrapReverse: false }, false)).toBe('nowrap');
    expect(containerWrap({ wrap: 'nowrap', wrapOnMobile: false, wrapReverse: false }, true)).toBe('nowrap');
    expect(containerWrap({ wrap: 'wrap', wrapOnMobile: false, wrapReverse: true }, false)).toBe('wrap-reverse');
  });
});
