/**
 * OpenEditorBtn (deprecated) becomes OpenEditorBtnV2.
 *
 * Our reading of the old shape: the button text was `text` and the data type to edit was `path`; V2 calls them
 * `label` and `typePath` (like the floating action button's `typePath`). Renames keep the setting's position and
 * never overwrite a V2 setting that is already there; every other setting is kept.
 */
import { defineWidgetMigrations, renameSettings } from '../widgetMigration';

export const openEditorBtnMigrations = defineWidgetMigrations('OpenEditorBtn', [
  {
    id: 'OpenEditorBtn/1',
    toType: 'OpenEditorBtnV2',
    description: 'OpenEditorBtn becomes OpenEditorBtnV2: text to label, path to typePath',
    up: (node) => {
      const settings = renameSettings(node.settings, { text: 'label', path: 'typePath' });
      return { ...node, type: 'OpenEditorBtnV2', version: 1, ...(settings ? { settings } : {}) };
    },
  },
]);
