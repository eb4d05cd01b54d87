import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/ImageUpload';
import { ImageUpload as Input } from '../../inputs/ImageUpload';
import { fileHref, uploadFile } from '../../api/files';
import { useCurrentUser } from '../../auth';
import type { ImageStore } from '../../inputs/ImageUpload';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useInputField } from './useInputField';

export type ImageUploadSettings = SettingsOf<typeof spec.schema>;

/** Public, so the picture shows wherever the value is used (an <img> sends no credentials). */
const toFileStore: ImageStore = async (file) => fileHref(await uploadFile(file, { public: true }));

/** An image at most `maxSizeKb`: the file store's address for a signed-in person, else a data URL. */
function ImageUpload({ id, settings }: WidgetProps<ImageUploadSettings>) {
  const field = useInputField<string>(id, 'ImageUpload', settings, { schema: { type: 'string', pattern: '^(data:image/|https?://|/)' } });
  const signedIn = !!useCurrentUser();
  return <Input {...field} maxBytes={settings.maxSizeKb * 1024} upload={settings.storeInFileStore && signedIn ? toFileStore : undefined} />;
}

export const ImageUploadWidget = widgetFromSpec(spec, ImageUpload);
