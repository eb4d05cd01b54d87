// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../runtime/i18n/index';
import { createBuiltinRegistry } from '../../runtime/widgets/index';
import { testApplication, testPage } from '../model/document/testApplication';
import { newWidget } from '../services/dropAction';
import { renderPanel } from '../testing/renderPanel';
import { FULL_VIEWPORT } from '../ui/viewports';
import { Canvas } from './Canvas';
import { CANVAS_CSS } from './canvasStyles';

afterEach(cleanup);

const registry = createBuiltinRegistry();
let counter = 0;
const nextId = () => `w${++counter}`;

describe('new widgets', () => {
  it('start with content in the interface language', async () => {
    const i18n = initI18n();
    await i18n.changeLanguage('de_de');
    expect(newWidget(registry, 'Heading', nextId).settings!.text).toBe('Überschrift');
    expect(newWidget(registry, 'Button', nextId).settings!.label).toBe('Schaltfläche');
    expect(newWidget(registry, 'Markdown', nextId).settings!.content).toContain('\n');
    expect(newWidget(registry, 'Heading', nextId).settings!.level).toBe(2); // the schema defaults stay
    await i18n.changeLanguage('fr_fr');
    expect(newWidget(registry, 'Heading', nextId).settings!.text).toBe('Titre');
    expect(newWidget(registry, 'Text', nextId).settings!.text).toBe('Votre texte ici.');
    await i18n.changeLanguage('de_de');
  });

  it('of every registered type are visible on the canvas: content of their own, or the placeholder box', async () => {
    const types = registry.types().filter((type) => !registry.get(type)!.deprecated);
    await registry.preload(types); // the canvas waits for the page's widget code (usePageCode)
    const document = testApplication([testPage(types.map((type) => newWidget(registry, type, nextId)))]);
    const { container } = renderPanel(<Canvas viewport={FULL_VIEWPORT} />, document, { registry });
    const invisible = [...container.querySelectorAll<HTMLElement>('[data-widget-id]')]
      .filter((element) => element.dataset.widgetId !== 'root')
      .filter((element) => !element.textContent?.trim() && !element.hasAttribute('data-widget-empty') && !element.querySelector('img, svg, input, select, textarea, button, canvas, iframe, [data-zone-slot]'))
      .map((element) => element.dataset.widgetType);
    expect(invisible).toEqual([]);
    // the box has a height of its own
    expect(CANVAS_CSS).toMatch(/\[data-widget-empty\] \{ min-height: 40px/);
    for (const type of ['Heading', 'Text', 'Markdown', 'Button', 'Link']) {
      const element = container.querySelector<HTMLElement>(`[data-widget-type=${type}]`)!;
      expect(element.hasAttribute('data-widget-empty'), type).toBe(false);
      expect(element.textContent!.trim(), type).not.toBe('');
    }
  });

  it('shows the placeholder box for a widget whose content is empty, and only while it is', () => {
    const document = testApplication([testPage([{ id: 'h', type: 'Heading', settings: { text: '', level: 2, align: 'left' } }])]);
    const { container, store } = renderPanel(<Canvas viewport={FULL_VIEWPORT} />, document);
    const heading = () => container.querySelector<HTMLElement>('[data-widget-id=h]')!;
    expect(heading().getAttribute('data-widget-empty')).toBe('Leer: Überschrift');
    act(() => void store.getState().dispatch({ type: 'updateSettings', id: 'h', settings: { text: 'Willkommen' } }));
    expect(heading().hasAttribute('data-widget-empty')).toBe(false);
    // a cleared field removes the setting: the widget is empty again, not broken
    act(() => void store.getState().dispatch({ type: 'updateSettings', id: 'h', settings: { text: undefined } }));
    expect(heading().querySelector('[role=alert]')).toBeNull();
    expect(heading().getAttribute('data-widget-empty')).toBe('Leer: Überschrift');
  });
});
