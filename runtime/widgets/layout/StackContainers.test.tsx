// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderTree, widgetElement } from '../../testing/renderTree';
import { createBuiltinRegistry } from '..';
import { installFakeScreen, setMobileScreen } from './fakeScreen';

installFakeScreen();
afterEach(() => {
  cleanup();
  act(() => setMobileScreen(false));
});
const registry = createBuiltinRegistry();
const children = [{ id: 'a', type: 'Text', settings: { text: 'a' } }, { id: 'b', type: 'Text', settings: { text: 'b' } }];
const boxOf = (container: HTMLElement, id: string) => widgetElement(container, id).firstElementChild as HTMLElement;

describe('VerticalContainer and HorizontalContainer', () => {
  it('stack their children with gap 12px and padding 12px, 100% wide and high, flex-start', () => {
    const vertical = renderTree({ id: 'v', type: 'VerticalContainer', slots: { children } }, { registry });
    const box = boxOf(vertical.container, 'v');
    expect([box.style.flexDirection, box.style.gap, box.style.padding, box.style.width, box.style.height]).toEqual(['column', '12px', '12px', '100%', '100%']);
    expect([box.style.justifyContent, box.style.alignItems, box.style.flexWrap]).toEqual(['flex-start', 'flex-start', 'nowrap']);
    expect(box.textContent).toBe('ab');
    cleanup();
    const horizontal = renderTree({ id: 'h', type: 'HorizontalContainer', slots: { children } }, { registry });
    const row = boxOf(horizontal.container, 'h');
    expect([row.style.flexDirection, row.style.gap, row.style.padding, row.style.flexWrap]).toEqual(['row', '12px', '12px', 'wrap']);
  });

  it('apply their settings and colours', () => {
    const settings = { gap: '2px', padding: '0px', justifyContent: 'center', alignItems: 'stretch', backgroundColor: '#000000', fontColor: '#ffffff', wrap: 'nowrap', wrapOnMobile: false };
    const { container } = renderTree({ id: 'h', type: 'HorizontalContainer', settings, slots: { children } }, { registry });
    const row = boxOf(container, 'h');
    expect([row.style.gap, row.style.padding, row.style.justifyContent, row.style.alignItems, row.style.flexWrap]).toEqual(['2px', '0px', 'center', 'stretch', 'nowrap']);
    expect([row.style.backgroundColor, row.style.color]).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)']);
  });

  it('a horizontal row without wrap still wraps on mobile when wrapOnMobile is set', () => {
    const wraps = renderTree({ id: 'h', type: 'HorizontalContainer', settings: { wrap: 'nowrap' }, slots: { children } }, { registry });
    expect(boxOf(wraps.container, 'h').style.flexWrap).toBe('nowrap');
    act(() => setMobileScreen(true));
    expect(boxOf(wraps.container, 'h').style.flexWrap).toBe('wrap');
    cleanup();
    const stays = renderTree({ id: 'h', type: 'HorizontalContainer', settings: { wrap: 'nowrap', wrapOnMobile: false }, slots: { children } }, { registry });
    expect(boxOf(stays.container, 'h').style.flexWrap).toBe('nowrap');
  });
});
