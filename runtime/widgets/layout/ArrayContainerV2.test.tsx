// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import fixture from '../../../migrations/fixtures/ArrayContainerV2-documents.json';
import { loadApplicationDocument } from '../../../migrations/load';
import type { WidgetNode } from '../../../model/document/types';
import { renderTree, widgetElement } from '../../testing/renderTree';
import { createBuiltinRegistry } from '..';
import { arrayContainerV3Settings } from './ArrayContainerV2';

afterEach(cleanup);
const registry = createBuiltinRegistry();

interface RenderCheck {
  entry: string;
  context: Record<string, unknown>;
  container: string;
  copyTexts: string[];
  style: Record<'flexDirection' | 'flexWrap' | 'gap', string>;
}

const copyTexts = (list: HTMLElement) => [...list.querySelectorAll<HTMLElement>(':scope > div > [data-array-index]')].map((copy) => copy.textContent);

describe('ArrayContainerV2 documents, migrated on load, render as working ArrayContainerV3 lists', () => {
  it.each(fixture.cases)('$name', (fixtureCase) => {
    const check = fixtureCase.renderCheck as RenderCheck;
    const loaded = loadApplicationDocument(fixtureCase.before);
    if (!loaded.ok) throw new Error(loaded.message);
    expect(loaded.migrations).toContain('ArrayContainerV2/1');
    const entry = loaded.value.content.find((candidate) => candidate.path === check.entry)!;
    const { container } = renderTree(entry.widget, { registry, context: check.context, connections: entry.socketConnections });
    const list = widgetElement(container, check.container);
    expect(list.dataset.widgetType).toBe('ArrayContainerV3');
    expect(container.querySelector('[data-widget-type="ArrayContainerV2"]')).toBeNull();
    expect(copyTexts(list)).toEqual(check.copyTexts);
    const box = list.firstElementChild as HTMLElement;
    expect({ flexDirection: box.style.flexDirection, flexWrap: box.style.flexWrap, gap: box.style.gap }).toEqual(check.style);
  });

  it('shows the empty template of a migrated list without items', () => {
    const loaded = loadApplicationDocument(fixture.cases[0].before);
    if (!loaded.ok) throw new Error(loaded.message);
    const { container } = renderTree(loaded.value.content[1].widget, { registry, context: { products: [] } });
    expect(widgetElement(container, 'productList').textContent?.trim()).toBe('Keine Produkte gefunden');
  });

  it('renders a V2 node that reached the renderer unmigrated, with the migrated settings', () => {
    expect(arrayContainerV3Settings({ contextProperty: 'xs', layout: 'column', gap: 9 })).toMatchObject({ contextProperty: 'xs', flexLayout: 'col', wrap: false, gap: 3, maxItems: 0 });
    const node: WidgetNode = { id: 'old', type: 'ArrayContainerV2', settings: { contextProperty: 'xs', layout: 'column', gap: 9 }, slots: { component: [{ id: 't', type: 'Text', settings: { text: '{item}' } }] } };
    const { container } = renderTree(node, { registry, context: { xs: ['a', 'b'] } });
    const box = widgetElement(container, 'old').firstElementChild as HTMLElement;
    expect([box.style.flexDirection, box.style.gap]).toEqual(['column', '9px']);
    expect(box.textContent).toBe('ab');
  });
});
