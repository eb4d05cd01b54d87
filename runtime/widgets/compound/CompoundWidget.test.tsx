// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { CompoundWidgetDocument, WidgetNode } from '../../../model/document/types';
import { renderTree } from '../../testing/renderTree';
import { createBuiltinRegistry } from '..';
import { compoundQueryKey } from './useCompoundDocument';

afterEach(cleanup);

/** Heading fed by root input `title`; a button whose click sets the text below it (inner) and is root output `clicked`. */
const compound: CompoundWidgetDocument = {
  id: 'cmp1',
  name: 'Card',
  widget: {
    id: 'box',
    type: 'Container',
    settings: {},
    slots: {
      children: [
        { id: 'h', type: 'Heading', settings: { text: 'Default' } },
        { id: 'b', type: 'Button', settings: { label: 'Go' } },
        { id: 't', type: 'Text', settings: { text: 'before' } },
      ],
    },
  },
  socketConnections: [{ id: 'k1', from: { widgetId: 'b', socket: 'clicked' }, to: { widgetId: 't', socket: 'text' } }],
  rootSockets: [
    { name: 'title', direction: 'input', target: { widgetId: 'h', socket: 'text' } },
    { name: 'clicked', direction: 'output', target: { widgetId: 'b', socket: 'clicked' } },
  ],
};

const page: WidgetNode = {
  id: 'root',
  type: 'Container',
  settings: {},
  slots: {
    children: [
      { id: 'i1', type: 'CompoundWidget', settings: { compoundId: 'cmp1' } },
      { id: 'i2', type: 'CompoundWidget', settings: { compoundId: 'cmp1', managed: true } },
      { id: 'out', type: 'Text', settings: { text: 'page' } },
    ],
  },
};

function setup(extensions?: { mode: 'edit' | 'view' }, queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })) {
  queryClient.setQueryData(compoundQueryKey('cmp1'), compound);
  return renderTree(page, {
    registry: createBuiltinRegistry(),
    queryClient,
    extensions,
    connections: [
      { id: 'p1', from: { widgetId: '$context', socket: 'headline' }, to: { widgetId: 'i1', socket: 'title' } },
      { id: 'p2', from: { widgetId: 'i2', socket: 'clicked' }, to: { widgetId: 'out', socket: 'text' } },
    ],
    context: { headline: 'From the page' },
  });
}

describe('CompoundWidget', () => {
  it('renders the compound tree per instance with ids kept apart', () => {
    const { container } = setup();
    for (const id of ['i1~box', 'i1~h', 'i1~b', 'i1~t', 'i2~box', 'i2~h', 'i2~b', 'i2~t']) {
      expect(container.querySelectorAll(`[data-widget-id="${id}"]`)).toHaveLength(1);
    }
    expect(container.querySelector('[data-widget-id="h"]')).toBeNull();
  });

  it('takes part in the page connections through its root sockets; inner connections stay inside', async () => {
    const { container } = setup();
    const text = (id: string) => container.querySelector(`[data-widget-id="${id}"]`)!.textContent;
    await waitFor(() => expect(text('i1~h')).toBe('From the page'));
    expect(text('i2~h')).toBe('Default'); // the other instance gets nothing
    act(() => {
      fireEvent.click(container.querySelector('[data-widget-id="i2~b"] button')!);
    });
    await waitFor(() => expect(text('out')).not.toBe('page')); // root output reached the page
    expect(text('i2~t')).not.toBe('before'); // inner connection of that instance
    expect(text('i1~t')).toBe('before'); // not the other one's
  });

  it('shows the managed template notice only in edit mode', () => {
    setup({ mode: 'edit' });
    expect(screen.getAllByTestId('managed-template-notice')).toHaveLength(1);
    cleanup();
    setup();
    expect(screen.queryByTestId('managed-template-notice')).toBeNull();
  });

  it('renders a new version of the compound in every instance when its document changes', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const { container } = setup(undefined, queryClient);
    const next: CompoundWidgetDocument = { ...compound, widget: { ...compound.widget, slots: { children: [{ id: 'n', type: 'Text', settings: { text: 'Version 2' } }] } } };
    act(() => {
      queryClient.setQueryData(compoundQueryKey('cmp1'), next);
    });
    for (const instance of ['i1', 'i2']) {
      await waitFor(() => expect(container.querySelector(`[data-widget-id="${instance}~n"]`)?.textContent).toBe('Version 2'));
      expect(container.querySelector(`[data-widget-id="${instance}~h"]`)).toBeNull();
    }
  });

  it('reads the cache afresh after the compound left it while no instance was shown', () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    setup(undefined, queryClient);
    cleanup(); // no instance observes the compound now
    queryClient.removeQueries({ queryKey: compoundQueryKey('cmp1') });
    const next: CompoundWidgetDocument = { ...compound, widget: { id: 'box', type: 'Text', settings: { text: 'Fresh' } } };
    queryClient.setQueryData(compoundQueryKey('cmp1'), next);
    const { container } = renderTree(page, { registry: createBuiltinRegistry(), queryClient });
    expect(container.querySelector('[data-widget-id="i1~box"]')?.textContent).toBe('Fresh');
  });

  it('puts the compound\'s root right inside the instance\'s element, in view and in edit mode', () => {
    for (const mode of ['view', 'edit'] as const) {
      const { container } = setup({ mode });
      const root = container.querySelector('[data-widget-id="i1~box"]')!;
      expect(root.parentElement?.getAttribute('data-widget-id')).toBe('i1');
      cleanup();
    }
  });
});
