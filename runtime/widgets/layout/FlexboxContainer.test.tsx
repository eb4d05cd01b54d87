// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import { renderTree, widgetElement } from '../../testing/renderTree';

afterEach(cleanup);
const registry = createBuiltinRegistry();

describe('FlexboxContainer', () => {
  it('applies every flexbox setting and the classes', () => {
    const settings = {
      direction: 'column-reverse',
      wrap: 'nowrap',
      padding: '4px',
      height: '300px',
      width: '50%',
      rowGap: '2px',
      columnGap: '8px',
      justifyContent: 'space-between',
      alignItems: 'center',
      alignContent: 'stretch',
      justifyItems: 'end',
      classes: 'hero dark',
    };
    const { container } = renderTree({ id: 'f', type: 'FlexboxContainer', settings, slots: { children: [] } }, { registry });
    const box = widgetElement(container, 'f').firstElementChild as HTMLElement;
    expect(box.className).toBe('hero dark');
    expect(box.style.flexDirection).toBe('column-reverse');
    expect(box.style.flexWrap).toBe('nowrap');
    expect([box.style.padding, box.style.height, box.style.width]).toEqual(['4px', '300px', '50%']);
    expect([box.style.rowGap, box.style.columnGap]).toEqual(['2px', '8px']);
    expect([box.style.justifyContent, box.style.alignItems, box.style.alignContent, box.style.justifyItems]).toEqual(['space-between', 'center', 'stretch', 'end']);
  });

  it('gives every child the childrenFlex value', () => {
    const children = [{ id: 'a', type: 'Text', settings: { text: 'a' } }, { id: 'b', type: 'Text', settings: { text: 'b' } }];
    const { container } = renderTree({ id: 'f', type: 'FlexboxContainer', settings: { childrenFlex: '1' }, slots: { children } }, { registry });
    expect(widgetElement(container, 'a').style.flex).toMatch(/^1/);
    expect(widgetElement(container, 'b').style.flex).toMatch(/^1/);
  });

  it('refuses an unknown direction with the configure notice', () => {
    const { container } = renderTree({ id: 'f', type: 'FlexboxContainer', settings: { direction: 'diagonal' } }, { registry });
    expect(widgetElement(container, 'f').textContent).toBe('Bitte konfigurieren Sie das Widget!');
  });
});
