import { defineWidgetSpec } from './spec';
import { INPUT_CATEGORIES, INPUT_OUTPUTS, inputSchema } from './inputs';

/** An image file, kept as a data URL; images only, at most `maxSizeKb`. */
export default defineWidgetSpec({
  type: 'ImageUpload',
  group: 'forms',
  categories: INPUT_CATEGORIES,
  outputs: INPUT_OUTPUTS,
  schema: inputSchema('ImageUpload', {
    maxSizeKb: { title: 'widgets.ImageUpload.settings.maxSizeKb.title', type: 'integer', minimum: 1, maximum: 10240, default: 2048 },
  }),
});
