// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WidgetNode } from '../../model/document/types';
import { defineWidgetSpec } from '../../widget-schemas/spec';
import { widgetFromSpec } from '../registry/defineWidget';
import { lazyWidget } from '../registry/lazyWidget';
import { WidgetRegistry } from '../registry/registry';
import { usePageWithCode, widgetTypesOf } from './useWidgetCode';

const specOf = (type: string) => defineWidgetSpec({ type, group: 'basic', categories: ['CMS'], schema: { type: 'object', properties: {} } });

/** A registry of lazily loaded widgets whose chunks the test lets arrive one by one. */
function lazyRegistry(types: string[]) {
  const arrive: Record<string, () => void> = {};
  const definitions = types.map((type) => {
    const spec = specOf(type);
    const ready = new Promise<void>((resolve) => (arrive[type] = resolve));
    return lazyWidget(spec, () => ready.then(() => widgetFromSpec(spec, () => null)));
  });
  return { registry: new WidgetRegistry(definitions), arrive };
}

const node = (type: string, children: WidgetNode[] = []): WidgetNode => ({ id: `${type}-${children.length}`, type, settings: {}, slots: { children } });

describe('a page waits for its widgets’ code', () => {
  it('lists every type of the trees', () => {
    expect([...widgetTypesOf([node('A', [node('B', [node('C')])]), undefined, node('A')])].sort()).toEqual(['A', 'B', 'C']);
  });

  it('shows nothing until all of the first page’s code is there, then the page; the next page keeps the old one meanwhile', async () => {
    const { registry, arrive } = lazyRegistry(['Frame', 'Inner', 'Other']);
    const first = [node('Frame', [node('Inner')])];
    const second = [node('Other')];
    const { result, rerender } = renderHook(({ page }) => usePageWithCode(registry, page, page, undefined), { initialProps: { page: first } });
    expect(result.current).toBeNull();
    await act(async () => arrive.Frame());
    expect(result.current).toBeNull(); // a nested widget's code is still missing
    await act(async () => arrive.Inner());
    expect(result.current).toBe(first);

    rerender({ page: second });
    expect(result.current).toBe(first);
    await act(async () => arrive.Other());
    expect(result.current).toBe(second);
    rerender({ page: first }); // code there: at once, without waiting a render
    expect(result.current).toBe(first);
  });
});
