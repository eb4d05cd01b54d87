import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/Image';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useTemplate } from '../../hooks/useTemplate';
import { ConfigureNotice } from '../../hooks/notices';
import { safeImageSrc } from '../../security/safeUrl';

export type ImageSettings = SettingsOf<typeof spec.schema>;

/**
 * An image; the `src` input replaces the address. Without an address it asks to be configured; an address that
 * is no http(s) or relative one (data:, javascript:, ...) is not loaded, only the alternative text shows.
 */
function Image({ id, settings }: WidgetProps<ImageSettings>) {
  const src = useTemplate(id, settings.src, { encode: encodeURIComponent, input: 'src' });
  const alt = useTemplate(id, settings.alt);
  if (!src) return <ConfigureNotice />;
  return (
    <img
      src={safeImageSrc(src)}
      alt={alt}
      loading="lazy"
      style={{ display: 'block', maxWidth: '100%', width: settings.width, height: settings.height, objectFit: settings.objectFit }}
    />
  );
}

export const ImageWidget = widgetFromSpec(spec, Image);
