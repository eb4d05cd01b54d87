// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defineWidgetSpec } from '../../widget-schemas/spec';
import { widgetFromSpec, type WidgetProps } from './defineWidget';
import { lazyWidget } from './lazyWidget';
import { WidgetRegistry } from './registry';

const spec = defineWidgetSpec({
  type: 'LazyProbe',
  group: 'basic',
  categories: ['CMS'],
  schema: { type: 'object', properties: { text: { type: 'string', default: 'hallo' } } },
});

function Probe({ settings }: WidgetProps) {
  return <p>{String(settings.text)}</p>;
}

/** A loader the test resolves by hand, counting how often the chunk was asked for. */
function manualLoader() {
  let resolve!: () => void;
  const calls = { count: 0 };
  const ready = new Promise<void>((done) => (resolve = done));
  const load = () => {
    calls.count++;
    return ready.then(() => widgetFromSpec(spec, Probe));
  };
  return { load, resolve, calls };
}

const props = { id: 'w', type: 'LazyProbe', settings: { text: 'hallo' }, renderSlot: () => null, hasChildren: () => false };

describe('a widget whose code is a separate chunk', () => {
  it('has its definition at once and its code after preload, fetched once', async () => {
    const { load, resolve, calls } = manualLoader();
    const definition = lazyWidget(spec, load);
    const registry = new WidgetRegistry([definition]);
    expect(definition.schema).toBe(spec.schema);
    expect(registry.codeMissing(['LazyProbe', 'Unknown'])).toBe(true);
    const preloading = registry.preload(['LazyProbe', 'LazyProbe', 'Unknown']);
    resolve();
    await preloading;
    await registry.preload(['LazyProbe']);
    expect(calls.count).toBe(1);
    expect(registry.codeMissing(['LazyProbe'])).toBe(false);
    // loaded: the component is the widget's own, no wrapper left per widget
    expect(definition.component).toBe(Probe);
  });

  it('rendered before its code is there, shows nothing in its place and then the widget', async () => {
    const { load, resolve } = manualLoader();
    const definition = lazyWidget(spec, load);
    const Component = definition.component;
    // React retries a suspended part inside an awaited act only (as a browser does on its own)
    await act(async () => {
      render(
        <div>
          <span>daneben</span>
          <Component {...props} />
        </div>,
      );
    });
    expect(screen.getByText('daneben')).toBeTruthy();
    expect(screen.queryByText('hallo')).toBeNull();
    await act(async () => resolve());
    expect(await screen.findByText('hallo')).toBeTruthy();
  });
});
