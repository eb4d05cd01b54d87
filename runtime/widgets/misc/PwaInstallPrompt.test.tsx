// @vitest-environment jsdom
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBuiltinRegistry } from '..';
import { PUBLISHED_MODE } from '../../render/extensions';
import { renderTree, widgetElement } from '../../testing/renderTree';

afterEach(() => {
  cleanup();
  window.dispatchEvent(new Event('appinstalled')); // no offer left over for the next test
});
const registry = createBuiltinRegistry();

/** What Chromium fires when the site may be installed. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

describe('PwaInstallPrompt', () => {
  it('shows the install button only once the browser offers the installation, and links manifest and worker', async () => {
    const register = vi.fn(async () => ({}));
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
    const { container, engine } = renderTree({ id: 'p', type: 'PwaInstallPrompt' }, {
      registry, extensions: PUBLISHED_MODE, connections: [{ id: 'c', from: { widgetId: 'p', socket: 'installed' }, to: { widgetId: '$context', socket: 'installed' } }],
    });
    expect(widgetElement(container, 'p').textContent).toBe('');
    expect(document.head.querySelector('link[rel="manifest"]')!.getAttribute('href')).toBe('/app.webmanifest');
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const event = offerInstall('accepted');
    expect(event.defaultPrevented).toBe(true); // the widget's button replaces the browser's own hint
    const button = widgetElement(container, 'p').querySelector('button')!;
    expect(button.textContent).toBe('App installieren');
    fireEvent.click(button);
    expect(event.prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(engine.getContext('installed')).toMatchObject({ at: expect.any(Number) }));
    expect(widgetElement(container, 'p').querySelector('button')).toBeNull(); // one prompt per offer
  });

  it('hides the button when the app got installed another way', () => {
    const { container } = renderTree({ id: 'p', type: 'PwaInstallPrompt', settings: { text: 'Als App speichern' } }, { registry, extensions: PUBLISHED_MODE, language: 'en_us' });
    offerInstall('dismissed');
    expect(widgetElement(container, 'p').textContent).toBe('Als App speichern');
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(widgetElement(container, 'p').textContent).toBe('');
  });

  it('tells builders where the button appears, prompts nothing in edit mode and registers no worker for the editor', () => {
    const register = vi.fn(async () => ({}));
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
    const { container } = renderTree({ id: 'p', type: 'PwaInstallPrompt' }, { registry, extensions: { mode: 'edit' }, language: 'es_es' });
    const event = offerInstall('accepted');
    expect(widgetElement(container, 'p').textContent).toBe('«Instalar app» aparece aquí en cuanto el navegador ofrece instalar la app publicada.');
    expect(widgetElement(container, 'p').querySelector('button')).toBeNull();
    expect(event.prompt).not.toHaveBeenCalled();
    expect(register).not.toHaveBeenCalled();
  });
});
