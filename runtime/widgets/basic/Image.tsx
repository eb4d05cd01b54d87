import schema from '../../../widget-schemas/Image.json';
import { defineWidget, type WidgetProps } from '../../registry/defineWidget';
import { useTemplate } from '../../hooks/useTemplate';
import { ConfigureNotice } from '../../hooks/notices';

export interface ImageSettings {
  src: string;
  alt: string;
  width: string;
  height: string;
  objectFit: 'fill' | 'contain' | 'cover' | 'none' | 'scale-down';
  [key: string]: unknown;
}

/** An image; the `src` input replaces the address. Without an address it asks to be configured. */
function Image({ id, settings }: WidgetProps<ImageSettings>) {
  const src = useTemplate(id, settings.src, { encode: encodeURIComponent, input: 'src' });
  const alt = useTemplate(id, settings.alt);
  if (!src) return <ConfigureNotice />;
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      style={{ display: 'block', maxWidth: '100%', width: settings.width, height: settings.height, objectFit: settings.objectFit }}
    />
  );
}

export const ImageWidget = defineWidget<ImageSettings>({
  type: 'Image',
  group: 'basic',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema,
  inputs: [{ name: 'src', type: 'string', label: 'widgets.Image.sockets.src' }],
  component: Image,
});
