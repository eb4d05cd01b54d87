import { defineWidgetSpec } from './spec';
import { INPUT_CATEGORIES, INPUT_OUTPUTS, inputSchema } from './inputs';

/** A document (PDF at `fileUrl`) to read and accept; required, and only accepted counts. */
export default defineWidgetSpec({
  type: 'DocumentAcceptance',
  group: 'forms',
  categories: INPUT_CATEGORIES,
  outputs: INPUT_OUTPUTS,
  schema: inputSchema('DocumentAcceptance', {
    fileUrl: { title: 'widgets.DocumentAcceptance.settings.fileUrl.title', type: 'string', default: '' },
  }),
});
