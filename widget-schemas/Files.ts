import { defineWidgetSpec } from './spec';

/**
 * The files a context variable names (docs/files.md): `contextProperty` holds a list of file ids or addresses (or
 * one, or a comma-separated text). Each is listed with its name, license (linked to licenseUrl) and a download
 * link; an address that is no stored file shows its license when a file record with that url exists. With
 * `allowUpload` a signed-in person adds files: they are stored and their ids appended to the variable.
 */
export default defineWidgetSpec({
  type: 'Files',
  group: 'data',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.Files.title',
    description: 'widgets.Files.description',
    type: 'object',
    properties: {
      contextProperty: { title: 'widgets.Files.settings.contextProperty.title', description: 'widgets.Files.settings.contextProperty.description', type: 'string', default: 'fileIds' },
      noFilesFoundText: { title: 'widgets.Files.settings.noFilesFoundText.title', description: 'widgets.Files.settings.noFilesFoundText.description', type: 'string', default: '' },
      allowUpload: { title: 'widgets.Files.settings.allowUpload.title', type: 'boolean', default: false },
    },
  },
});
