import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/VideoPlayer';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useTemplate } from '../../hooks/useTemplate';
import { ConfigureNotice } from '../../hooks/notices';
import { noticeStyles } from '../../hooks/styles';
import { useRenderMode } from '../../render/extensions';
import { videoEmbedUrl, type VideoPlatform } from '../../../model/embeds/video';
import { EmbedFrame } from './EmbedFrame';

export type VideoPlayerSettings = SettingsOf<typeof spec.schema>;

/**
 * A YouTube or Vimeo video in the platform's own player. The address must be one of the chosen platform's video
 * addresses (watch, short or share links, embed links); otherwise a text says so and nothing is requested. In edit
 * mode a video never starts by itself.
 */
function VideoPlayer({ id, settings }: WidgetProps<VideoPlayerSettings>) {
  const { t } = useTranslation('misc');
  const mode = useRenderMode();
  const source = useTemplate(id, settings.source).trim();
  const platform = settings.platform as VideoPlatform;
  if (!source) return <ConfigureNotice />;
  const src = videoEmbedUrl(platform, source, {
    autoplay: settings.autoplay && mode !== 'edit',
    loop: settings.loop,
    hiddencontrols: settings.hiddencontrols,
  });
  if (!src) return <div data-testid="video-unreadable" role="note" style={noticeStyles.error}>{t('video.unreadable', { platform })}</div>;
  return (
    <EmbedFrame
      src={src}
      title={t('video.title', { platform })}
      width={settings.width}
      height={settings.height}
      sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
      allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
    />
  );
}

export const VideoPlayerWidget = widgetFromSpec(spec, VideoPlayer);
