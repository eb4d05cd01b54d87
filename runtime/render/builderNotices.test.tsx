// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WidgetNode } from '../../model/document/types';
import { defineWidget, type WidgetProps } from '../registry/defineWidget';
import { WidgetRegistry } from '../registry/registry';
import { ConfigureNotice } from '../hooks/notices';
import { renderTree, widgetElement } from '../testing/renderTree';
import { PUBLISHED_MODE, VIEW_MODE } from './extensions';

afterEach(cleanup);

const Counter = defineWidget<{ count: number }>({
  type: 'Counter',
  group: 'test',
  categories: ['CMS'],
  schema: { type: 'object', properties: { count: { type: 'integer', minimum: 0, default: 0 } } },
  component: ({ settings }: WidgetProps<{ count: number }>) => <span>{settings.count}</span>,
});

/** A widget that decides itself that it needs configuring (as the store-backed widgets do). */
const NeedsStore = defineWidget({
  type: 'NeedsStore',
  group: 'test',
  categories: ['CMS'],
  schema: { type: 'object', properties: {} },
  component: () => <ConfigureNotice details="no store" />,
});

const Box = defineWidget({
  type: 'Box',
  group: 'test',
  categories: ['CMS', 'CONTAINER'],
  schema: { type: 'object', properties: {} },
  slots: ['children'],
  component: ({ renderSlot }: WidgetProps) => <section>{renderSlot('children')}</section>,
});

const registry = new WidgetRegistry([Counter, NeedsStore, Box]);
const page: WidgetNode = {
  id: 'root',
  type: 'Box',
  settings: {},
  slots: {
    children: [
      { id: 'bad', type: 'Counter', settings: { count: -1 } },
      { id: 'own', type: 'NeedsStore', settings: {} },
      { id: 'gone', type: 'Mystery', settings: {} },
      { id: 'good', type: 'Counter', settings: { count: 3 } },
    ],
  },
};

describe('builder notices', () => {
  it('show in the editor and the preview (view and edit mode)', () => {
    for (const extensions of [VIEW_MODE, { mode: 'edit' as const }]) {
      const { container, unmount } = renderTree(page, { registry, extensions });
      expect(widgetElement(container, 'bad').textContent).toBe('Bitte konfigurieren Sie das Widget!');
      expect(widgetElement(container, 'own').textContent).toBe('Bitte konfigurieren Sie das Widget!');
      expect(widgetElement(container, 'gone').textContent).toContain('Mystery');
      unmount();
    }
  });

  it('never reach visitors of a published application: the widgets render empty, the rest of the page stays', () => {
    const { container } = renderTree(page, { registry, extensions: PUBLISHED_MODE });
    for (const id of ['bad', 'own', 'gone']) {
      expect(widgetElement(container, id).textContent).toBe('');
      expect(widgetElement(container, id).children).toHaveLength(0);
    }
    expect(container.querySelector('[data-testid=configure-notice], [data-testid=unknown-widget]')).toBeNull();
    expect(widgetElement(container, 'good').textContent).toBe('3');
  });
});
