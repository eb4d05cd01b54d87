import { defineWidgetSpec } from './spec';
import { INPUT_CATEGORIES, INPUT_OUTPUTS, inputSchema } from './inputs';

/**
 * A folder of the file store, chosen in a dialog that browses the top-level folders and their trees
 * (docs/widgets.md, FolderInput). The value is `{drivePath, subItemId}`: the folder names from the top, and the
 * chosen folder's id.
 */
export default defineWidgetSpec({
  type: 'FolderInput',
  group: 'forms',
  categories: INPUT_CATEGORIES,
  outputs: INPUT_OUTPUTS,
  schema: inputSchema('FolderInput', {}),
});
