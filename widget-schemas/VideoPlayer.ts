import { VIDEO_PLATFORMS } from '../model/embeds/video';
import { defineWidgetSpec } from './spec';

/** A YouTube or Vimeo video, embedded through the platform's own player (model/embeds/video.ts). */
export default defineWidgetSpec({
  type: 'VideoPlayer',
  group: 'misc',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.VideoPlayer.title',
    type: 'object',
    properties: {
      source: { title: 'widgets.VideoPlayer.settings.source.title', description: 'widgets.VideoPlayer.settings.source.description', type: 'string', default: '' },
      platform: { title: 'widgets.VideoPlayer.settings.platform.title', type: 'string', enum: VIDEO_PLATFORMS, default: 'YouTube' },
      width: { title: 'widgets.VideoPlayer.settings.width.title', type: 'string', default: '100%' },
      height: { title: 'widgets.VideoPlayer.settings.height.title', type: 'string', default: '360px' },
      autoplay: { title: 'widgets.VideoPlayer.settings.autoplay.title', description: 'widgets.VideoPlayer.settings.autoplay.description', type: 'boolean', default: false },
      loop: { title: 'widgets.VideoPlayer.settings.loop.title', type: 'boolean', default: false },
      hiddencontrols: { title: 'widgets.VideoPlayer.settings.hiddencontrols.title', type: 'boolean', default: false },
    },
  },
});
