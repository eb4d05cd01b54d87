import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/ImageUpload';
import { ImageUpload as Input } from '../../inputs/ImageUpload';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useInputField } from './useInputField';

export type ImageUploadSettings = SettingsOf<typeof spec.schema>;

/** An image as a data URL, at most `maxSizeKb`. */
function ImageUpload({ id, settings }: WidgetProps<ImageUploadSettings>) {
  const field = useInputField<string>(id, 'ImageUpload', settings, { schema: { type: 'string', pattern: '^data:image/' } });
  return <Input {...field} maxBytes={settings.maxSizeKb * 1024} />;
}

export const ImageUploadWidget = widgetFromSpec(spec, ImageUpload);
