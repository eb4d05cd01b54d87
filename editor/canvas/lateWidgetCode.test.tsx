// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { defineWidgetSpec } from '../../widget-schemas/spec';
import { widgetFromSpec, type WidgetProps } from '../../runtime/registry/defineWidget';
import { lazyWidget } from '../../runtime/registry/lazyWidget';
import { createBuiltinRegistry } from '../../runtime/widgets/index';
import { testApplication, testPage } from '../model/document/testApplication';
import { renderPanel } from '../testing/renderPanel';
import { FULL_VIEWPORT } from '../ui/viewports';
import { Canvas } from './Canvas';

afterEach(cleanup);

// A widget whose code chunk arrives after the canvas first rendered it (the browser build loads widget code in
// separate chunks): it renders nothing at first, then its content. The placeholder box must not outlive that.
const spec = defineWidgetSpec({
  type: 'LateText',
  group: 'basic',
  categories: ['CMS', 'APPLICATION'],
  schema: { type: 'object', properties: { text: { type: 'string', default: '' } } },
});
function LateText({ settings }: WidgetProps) {
  return <p>{String(settings.text ?? '')}</p>;
}

it('waits for the code of the page\'s widgets before it draws the page, then draws it complete', async () => {
  let arrive!: () => void;
  const arrived = new Promise<void>((done) => (arrive = done));
  const registry = createBuiltinRegistry([lazyWidget(spec, () => arrived.then(() => widgetFromSpec(spec, LateText)))]);
  const document = testApplication([testPage([{ id: 'late', type: 'LateText', settings: { text: 'Da bin ich' } }])]);
  let rendered!: ReturnType<typeof renderPanel>;
  await act(async () => void (rendered = renderPanel(<Canvas viewport={FULL_VIEWPORT} />, document, { registry })));
  const { container } = rendered;
  // no half-drawn page with empty boxes meanwhile: a loading line in the canvas
  expect(container.querySelector('[data-widget-id]')).toBeNull();
  expect(container.querySelector('[role=status]')!.textContent).toBe('Seite wird geladen …');
  await act(async () => {
    arrive();
    await arrived;
  });
  await waitFor(() => expect(container.querySelector('[data-widget-id=late]')!.textContent).toBe('Da bin ich'));
  expect(container.querySelector('[data-widget-id=late]')!.hasAttribute('data-widget-empty')).toBe(false);
});

it('drops the placeholder of a dropped widget whose code arrives after it first rendered, and marks it again when its content goes', async () => {
  let arrive!: () => void;
  const arrived = new Promise<void>((done) => (arrive = done));
  const registry = createBuiltinRegistry([lazyWidget(spec, () => arrived.then(() => widgetFromSpec(spec, LateText)))]);
  const document = testApplication([testPage([])]);
  // React retries a suspended part inside an awaited act only (as a browser does on its own)
  let rendered!: ReturnType<typeof renderPanel>;
  await act(async () => void (rendered = renderPanel(<Canvas viewport={FULL_VIEWPORT} />, document, { registry })));
  const { container, store } = rendered;
  await act(async () => {
    store.getState().dispatch({ type: 'insert', parentId: 'root', slot: 'children', node: { id: 'late', type: 'LateText', settings: { text: 'Da bin ich' } } });
    store.getState().dispatch({ type: 'insert', parentId: 'root', slot: 'children', node: { id: 'blank', type: 'LateText', settings: { text: '' } } });
  });
  const widget = (id: string) => container.querySelector<HTMLElement>(`[data-widget-id=${id}]`)!;
  expect(widget('late').textContent).toBe(''); // its code is not there yet
  expect(widget('late').getAttribute('data-widget-empty')).toBe('Leer: LateText');

  await act(async () => {
    arrive();
    await arrived;
  });
  await waitFor(() => expect(widget('late').textContent).toBe('Da bin ich')); // React retries a suspended widget a little later
  await act(() => new Promise((done) => setTimeout(done, 0))); // whatever re-checks it has had its turn
  expect(widget('late').hasAttribute('data-widget-empty')).toBe(false);
  expect(widget('blank').getAttribute('data-widget-empty')).toBe('Leer: LateText'); // rendered, still empty

  act(() => void store.getState().dispatch({ type: 'updateSettings', id: 'late', settings: { text: '' } }));
  expect(widget('late').getAttribute('data-widget-empty')).toBe('Leer: LateText');
});
