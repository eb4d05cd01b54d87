// @vitest-environment jsdom
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Swiper } from 'swiper';
import { createBuiltinRegistry } from '..';
import { renderTree, widgetElement } from '../../testing/renderTree';
import { loadWidgetTree } from '../../../migrations/load';
import { loadSwiper, slidesOf } from './ImageSlider';

const registry = createBuiltinRegistry();
afterEach(cleanup);

const images = [
  { imageUrl: '/bilder/sommer.jpg', imageLink: '/angebote/sommer', alternative: 'Sommerangebot' },
  { imageUrl: 'https://cdn.example/winter.png', alternative: 'Winter' },
  { imageUrl: 'javascript:alert(1)', alternative: 'böse' },
  { imageUrl: '/bilder/herbst.jpg', imageLink: 'javascript:alert(2)', alternative: 'Herbst' },
];

/** The Swiper instance the library keeps on its element. */
const swiperOf = (container: HTMLElement) => (container.querySelector('.swiper') as HTMLElement & { swiper?: Swiper } | null)?.swiper;

describe('ImageSlider', () => {
  it("says 'Swiper Widget not available right now' when the library cannot be loaded, and loads it next time", async () => {
    void loadSwiper(() => Promise.reject(new Error('chunk missing'))).catch(() => {});
    const failed = renderTree({ id: 's', type: 'ImageSlider', settings: { images } }, { registry });
    await waitFor(() => expect(widgetElement(failed.container, 's').textContent).toBe('Swiper Widget not available right now'));
    failed.unmount();
    const french = renderTree({ id: 's', type: 'ImageSlider', settings: { images } }, { registry, language: 'fr_fr' });
    await waitFor(() => expect(french.container.querySelector('[data-testid=image-slider]')).not.toBeNull());
  });

  it('shows the safe pictures with their alternative texts and links, sliding every 5000 ms by default', async () => {
    const { container } = renderTree({ id: 's', type: 'ImageSlider', settings: { images } }, { registry });
    await waitFor(() => expect(swiperOf(container)).toBeDefined());
    const pictures = [...container.querySelectorAll('.swiper-slide:not(.swiper-slide-duplicate) img')];
    expect(new Set(pictures.map((img) => img.getAttribute('alt')))).toEqual(new Set(['Sommerangebot', 'Winter', 'Herbst']));
    expect([...container.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(expect.arrayContaining(['/angebote/sommer']));
    expect(container.innerHTML).not.toContain('javascript:');
    const params = swiperOf(container)!.params;
    expect([params.autoplay, params.effect, params.autoHeight]).toEqual([expect.objectContaining({ delay: 5000 }), 'slide', true]);
    expect((container.querySelector('[data-testid=image-slider]') as HTMLElement).style.width).toBe('100%');
  });

  it('takes effect, duration, height and width from its settings; in edit mode it stands still and links go nowhere', async () => {
    const { container } = renderTree(
      { id: 's', type: 'ImageSlider', settings: { images, effect: 'fade', duration: 2500, autoHeight: false, width: '640px' } },
      { registry, extensions: { mode: 'edit' } },
    );
    await waitFor(() => expect(swiperOf(container)).toBeDefined());
    const params = swiperOf(container)!.params;
    expect([params.autoplay, params.effect, params.autoHeight]).toEqual([expect.objectContaining({ enabled: false }), 'fade', false]);
    expect(container.querySelector('a')).toBeNull();
    expect((container.querySelector('[data-testid=image-slider]') as HTMLElement).style.width).toBe('640px');
  });

  it('asks to be configured without pictures; the images input replaces the settings', async () => {
    const empty = renderTree({ id: 's', type: 'ImageSlider' }, { registry });
    expect(widgetElement(empty.container, 's').textContent).toBe('Bitte konfigurieren Sie das Widget!');
    empty.unmount();
    const fed = renderTree(
      { id: 's', type: 'ImageSlider', settings: { images, duration: 2500 } },
      { registry, context: { bilder: [{ imageUrl: '/k.png', alternative: 'Aus dem Kontext' }] }, connections: [{ id: 'c', from: { widgetId: '$context', socket: 'bilder' }, to: { widgetId: 's', socket: 'images' } }] },
    );
    await waitFor(() => expect(swiperOf(fed.container)).toBeDefined());
    expect([...fed.container.querySelectorAll('img')].map((img) => img.getAttribute('alt'))).toEqual(['Aus dem Kontext']);
    expect(swiperOf(fed.container)!.params.autoplay).toEqual(expect.objectContaining({ delay: 2500 }));
    expect(slidesOf([{ imageUrl: 'data:text/html,x' }, null, { imageUrl: 'data:image/png;base64,AAAA' }])).toEqual([{ src: 'data:image/png;base64,AAAA', href: undefined, alt: '' }]);
  });

  it('shows a stored slider under its old German name Bildergalerie', async () => {
    const loaded = loadWidgetTree({ id: 'g', type: 'Bildergalerie', settings: { duration: 3000, images: [{ imageUrl: '/a.png', alternative: 'A' }] } });
    if (!loaded.ok) throw new Error(loaded.message);
    expect(loaded.value.type).toBe('ImageSlider');
    const { container } = renderTree(loaded.value, { registry });
    await waitFor(() => expect(swiperOf(container)).toBeDefined());
    expect([container.querySelector('img')!.getAttribute('alt'), swiperOf(container)!.params.autoplay]).toEqual(['A', expect.objectContaining({ delay: 3000 })]);
  });
});
