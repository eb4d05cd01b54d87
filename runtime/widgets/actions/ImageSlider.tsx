import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/ImageSlider';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { ConfigureNotice, ErrorState } from '../../hooks/notices';
import { useRenderMode } from '../../render/extensions';
import { useSocketInput } from '../../sockets/hooks';
import { safeHref, safeImageSrc } from '../../security/safeUrl';
import { LoadingState } from '../../stores';
import type { Slide, SwiperSlidesProps } from './SwiperSlides';

export type ImageSliderSettings = SettingsOf<typeof spec.schema>;

type Loaded = { kind: 'loading' } | { kind: 'ready'; component: ComponentType<SwiperSlidesProps> } | { kind: 'failed' };

/** Loads the slider library once per page load; a failed load (offline, a missing chunk) may be tried again later. */
let swiper: Promise<ComponentType<SwiperSlidesProps>> | null = null;
export function loadSwiper(load: () => Promise<{ default: ComponentType<SwiperSlidesProps> }> = () => import('./SwiperSlides')) {
  swiper ??= load().then((module) => module.default).catch((error: unknown) => {
    swiper = null;
    throw error;
  });
  return swiper;
}

/** The pictures that can be shown: addresses through the URL gate, links too; pictures without an address are left out. */
export function slidesOf(images: unknown): Slide[] {
  if (!Array.isArray(images)) return [];
  return images.flatMap((image: { imageUrl?: unknown; imageLink?: unknown; alternative?: unknown } | null) => {
    const src = typeof image?.imageUrl === 'string' ? safeImageSrc(image.imageUrl.trim()) : undefined;
    if (!src) return [];
    const href = typeof image?.imageLink === 'string' && image.imageLink.trim() ? safeHref(image.imageLink.trim()) : undefined;
    return [{ src, href, alt: typeof image?.alternative === 'string' ? image.alternative : '' }];
  });
}

/**
 * Its pictures in a slider (Swiper, loaded on demand). The `images` input replaces the pictures of the settings.
 * If the library cannot be loaded it says 'Swiper Widget not available right now'.
 */
function ImageSlider({ id, settings }: WidgetProps<ImageSliderSettings>) {
  const { t } = useTranslation('actions');
  const editing = useRenderMode() === 'edit';
  const input = useSocketInput<unknown>(id, 'images');
  const slides = slidesOf(input ?? settings.images);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const wanted = slides.length > 0;
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    loadSwiper().then(
      (component) => current && setLoaded({ kind: 'ready', component }),
      () => current && setLoaded({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [wanted]);

  if (!wanted) return <ConfigureNotice />;
  if (loaded.kind === 'failed') return <ErrorState message={t('imageSlider.unavailable')} />;
  if (loaded.kind === 'loading') return <LoadingState />;
  const Slides = loaded.component;
  return (
    <div data-testid="image-slider" style={{ width: settings.width, maxWidth: '100%' }}>
      <Slides slides={slides} effect={settings.effect} duration={settings.duration} autoHeight={settings.autoHeight} editing={editing} />
    </div>
  );
}

export const ImageSliderWidget = widgetFromSpec(spec, ImageSlider);
