import { defineWidgetSpec } from './spec';
import { INPUT_CATEGORIES, INPUT_OUTPUTS, inputSchema } from './inputs';

/**
 * An image file, images only, at most `maxSizeKb`: stored in the file store for a signed-in person with
 * `storeInFileStore` (the value is its address; docs/files.md), otherwise kept as a data URL.
 */
export default defineWidgetSpec({
  type: 'ImageUpload',
  group: 'forms',
  categories: INPUT_CATEGORIES,
  outputs: INPUT_OUTPUTS,
  schema: inputSchema('ImageUpload', {
    maxSizeKb: { title: 'widgets.ImageUpload.settings.maxSizeKb.title', type: 'integer', minimum: 1, maximum: 10240, default: 2048 },
    storeInFileStore: { title: 'widgets.ImageUpload.settings.storeInFileStore.title', description: 'widgets.ImageUpload.settings.storeInFileStore.description', type: 'boolean', default: true },
  }),
});
