import { defineWidgetSpec } from './spec';

/** The transitions of the slider library (Swiper) between two pictures. */
export const SLIDER_EFFECTS = ['slide', 'fade', 'cube', 'coverflow', 'flip', 'cards', 'creative'] as const;

/**
 * Pictures one after the other (Swiper, loaded only on pages that show a slider): each `imageUrl` with its
 * `alternative` text, a link when `imageLink` is set; the next picture comes after `duration` ms.
 */
export default defineWidgetSpec({
  type: 'ImageSlider',
  group: 'misc',
  categories: ['CMS', 'APPLICATION', 'DASHBOARD'],
  inputs: [{ name: 'images', type: 'array', label: 'widgets.ImageSlider.sockets.images' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.ImageSlider.title',
    type: 'object',
    properties: {
      images: {
        title: 'widgets.ImageSlider.settings.images.title',
        type: 'array',
        default: [],
        items: {
          type: 'object',
          properties: {
            imageUrl: { title: 'widgets.ImageSlider.settings.images.imageUrl', type: 'string' },
            imageLink: { title: 'widgets.ImageSlider.settings.images.imageLink', type: 'string' },
            alternative: { title: 'widgets.ImageSlider.settings.images.alternative', type: 'string' },
          },
        },
      },
      width: { title: 'widgets.ImageSlider.settings.width.title', type: 'string', default: '100%' },
      autoHeight: { title: 'widgets.ImageSlider.settings.autoHeight.title', description: 'widgets.ImageSlider.settings.autoHeight.description', type: 'boolean', default: true },
      effect: { title: 'widgets.ImageSlider.settings.effect.title', type: 'string', enum: SLIDER_EFFECTS, default: 'slide' },
      duration: { title: 'widgets.ImageSlider.settings.duration.title', type: 'integer', minimum: 500, default: 5000 },
    },
  },
});
