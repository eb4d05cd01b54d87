// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderTree, widgetElement } from '../../testing/renderTree';
import { createBuiltinRegistry } from '..';
import { MaxWidthContainerWidget } from './MaxWidthContainer';

afterEach(cleanup);
const registry = createBuiltinRegistry();

describe('MaxWidthContainer (deprecated)', () => {
  it('still renders its child at most maxWidth wide, centred by default', () => {
    const { container } = renderTree({ id: 'm', type: 'MaxWidthContainer', slots: { child: [{ id: 'c', type: 'Text', settings: { text: 'Kind' } }] } }, { registry });
    const box = widgetElement(container, 'm').firstElementChild as HTMLElement;
    expect([box.style.maxWidth, box.style.margin, box.style.padding]).toEqual(['1200px', '0px auto', '10px']);
    expect(box.textContent).toBe('Kind');
  });

  it('aligns left or right and takes its padding', () => {
    const { container } = renderTree({ id: 'm', type: 'MaxWidthContainer', settings: { maxWidth: '600px', align: 'right', padding: '0px' } }, { registry });
    const box = widgetElement(container, 'm').firstElementChild as HTMLElement;
    expect([box.style.maxWidth, box.style.margin, box.style.padding]).toEqual(['600px', '0px 0px 0px auto', '0px']);
  });

  it('is deprecated without a successor, so the palette no longer offers it', () => {
    expect(MaxWidthContainerWidget.deprecated).toBe(true);
    expect(MaxWidthContainerWidget.migratesTo).toBeUndefined();
  });
});
