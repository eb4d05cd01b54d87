import { defineWidgetSpec } from './spec';
import { INPUT_CATEGORIES, INPUT_OUTPUTS, inputSchema } from './inputs';

/** A signature drawn on a pad; its value is the drawing as an image data URL. */
export default defineWidgetSpec({
  type: 'SignaturePad',
  group: 'forms',
  categories: INPUT_CATEGORIES,
  outputs: INPUT_OUTPUTS,
  schema: inputSchema('SignaturePad', {}),
});
