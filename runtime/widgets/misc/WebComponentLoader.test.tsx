// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBuiltinRegistry } from '..';
import { PUBLISHED_MODE } from '../../render/extensions';
import { renderTree, widgetElement } from '../../testing/renderTree';
import { DEFINE_TIMEOUT_MS } from './webComponentScript';

// jsdom fetches no scripts: the tests play the browser's part by firing the script's load or error event.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
const registry = createBuiltinRegistry();

const scriptOf = (url: string) => document.head.querySelector<HTMLScriptElement>(`script[data-web-component="${url}"]`);

describe('WebComponentLoader', () => {
  it("loads the module once, says 'Loading Web Component...' and then shows the element", async () => {
    const url = 'https://cdn.example.com/weather.js';
    const { container } = renderTree(
      { id: 'root', type: 'Container', slots: { children: [
        { id: 'a', type: 'WebComponentLoader', settings: { webComponentUrl: url, htmlTag: 'weather-card' } },
        { id: 'b', type: 'WebComponentLoader', settings: { webComponentUrl: url, htmlTag: 'Weather-Card' } },
      ] } },
      { registry },
    );
    expect(widgetElement(container, 'a').textContent).toBe('Loading Web Component...');
    const scripts = document.head.querySelectorAll(`script[data-web-component="${url}"]`);
    expect(scripts.length).toBe(1);
    expect([scripts[0].getAttribute('type'), scripts[0].getAttribute('src')]).toEqual(['module', url]);
    customElements.define('weather-card', class extends HTMLElement {});
    act(() => void scripts[0].dispatchEvent(new Event('load')));
    await waitFor(() => expect(widgetElement(container, 'a').querySelector('weather-card')).not.toBeNull());
    expect(widgetElement(container, 'b').querySelector('weather-card')).not.toBeNull();
  });

  it("says 'Loading failed...' when the script cannot be loaded, in the visitor's language", async () => {
    const url = 'https://cdn.example.com/broken.js';
    const { container } = renderTree({ id: 'w', type: 'WebComponentLoader', settings: { webComponentUrl: url, htmlTag: 'broken-card' } }, { registry, language: 'fr_fr', extensions: PUBLISHED_MODE });
    expect(widgetElement(container, 'w').textContent).toBe('Chargement du composant web...');
    act(() => void scriptOf(url)!.dispatchEvent(new Event('error')));
    await waitFor(() => expect(widgetElement(container, 'w').textContent).toBe('Le chargement a échoué...'));
    expect(scriptOf(url)).toBeNull(); // forgotten: the next mount tries again
  });

  it('fails when the script never defines the element', async () => {
    vi.useFakeTimers();
    const url = 'https://cdn.example.com/other.js';
    const { container } = renderTree({ id: 'w', type: 'WebComponentLoader', settings: { webComponentUrl: url, htmlTag: 'never-defined' } }, { registry });
    await act(async () => void scriptOf(url)!.dispatchEvent(new Event('load')));
    await act(async () => void vi.advanceTimersByTime(DEFINE_TIMEOUT_MS + 1));
    expect(widgetElement(container, 'w').textContent).toBe('Loading failed...');
  });

  it("loads nothing without an http(s) address and a custom element name: 'Web Komponente ist noch nicht konfiguriert'", () => {
    const cases = [
      { webComponentUrl: '', htmlTag: 'x-card' },
      { webComponentUrl: 'https://cdn.example.com/a.js', htmlTag: '' },
      { webComponentUrl: 'https://cdn.example.com/a.js', htmlTag: 'div' },
      { webComponentUrl: 'https://cdn.example.com/a.js', htmlTag: 'x-card onclick=alert(1)' },
      { webComponentUrl: '/assets/a.js', htmlTag: 'x-card' },
      { webComponentUrl: 'data:text/javascript,alert(1)', htmlTag: 'x-card' },
    ];
    for (const settings of cases) {
      const { container } = renderTree({ id: 'w', type: 'WebComponentLoader', settings }, { registry, extensions: { mode: 'edit' } });
      expect([settings, widgetElement(container, 'w').textContent]).toEqual([settings, 'Web Komponente ist noch nicht konfiguriert']);
      cleanup();
    }
    expect(document.head.querySelector('script[data-web-component="https://cdn.example.com/a.js"]')).toBeNull();
    const published = renderTree({ id: 'w', type: 'WebComponentLoader' }, { registry, extensions: PUBLISHED_MODE });
    expect(widgetElement(published.container, 'w').textContent).toBe('');
  });
});
