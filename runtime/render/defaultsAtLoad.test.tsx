// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadWidgetTree } from '../../migrations/load';
import type { WidgetNode } from '../../model/document/types';
import { createPageRuntime } from '../app/createPageRuntime';
import { initI18n } from '../i18n';
import { createBuiltinRegistry } from '../widgets';
import { Render } from './Render';

const registry = createBuiltinRegistry();
afterEach(cleanup);

/** The renderer as the application uses it, without the test helper's defaults pass. */
function show(root: WidgetNode) {
  void initI18n().changeLanguage('de_de');
  const page = createPageRuntime({ root, registry });
  return render(<Render source={page.source} registry={registry} engine={page.engine} onError={() => {}} />).container;
}

const stored: WidgetNode = {
  id: 'root',
  type: 'VerticalContainer',
  slots: { children: [{ id: 'b', type: 'Button', settings: {} }, { id: 'h', type: 'Heading', settings: { text: 'Titel' } }] },
};

describe('defaults are written at load, the renderer relies on them', () => {
  it('renders a document stored without defaults with them once it is loaded', () => {
    const loaded = loadWidgetTree(stored);
    if (!loaded.ok) throw new Error(loaded.message);
    const container = show(loaded.value);
    const button = container.querySelector('[data-widget-id="b"] button')!;
    expect(button.textContent).toBe('Button');
    expect(container.querySelector('[data-widget-id="h"] h2')?.textContent).toBe('Titel');
    expect(container.querySelector<HTMLElement>('[data-widget-id="root"] > div')!.style.gap).toBe('12px');
  });

  it('does not fill them in itself: an unloaded node reaches its component with the settings it has', () => {
    const container = show({ id: 'b', type: 'Button', settings: {} });
    expect(container.querySelector('[data-widget-id="b"]')).not.toBeNull();
    expect(container.textContent).not.toContain('Button'); // no default label: nothing filled it in
  });

  it('still shows the configure notice for settings that do not validate, loaded or not', () => {
    const invalid: WidgetNode = { id: 'h', type: 'Heading', settings: { text: 'x', level: 9 } };
    const loaded = loadWidgetTree(invalid);
    if (!loaded.ok) throw new Error(loaded.message);
    expect(loaded.value.settings).toMatchObject({ level: 9 }); // the loader keeps the value, it never drops data
    expect(show(loaded.value).textContent).toBe('Bitte konfigurieren Sie das Widget!');
    expect(show(invalid).textContent).toBe('Bitte konfigurieren Sie das Widget!');
  });
});
