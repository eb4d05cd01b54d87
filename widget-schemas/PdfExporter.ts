import { BUTTON_LOOK_SETTINGS } from './buttonSettings';
import { defineWidgetSpec } from './spec';

/** Most records one export reads (the API's largest page). */
export const PDF_MAX_RECORDS = 1000;

/**
 * A button that makes a PDF of a store's records (a table of `fields`, titled, with date, count and page numbers)
 * and downloads it as `fileName`, or opens it in a new tab (`action: open`).
 */
export default defineWidgetSpec({
  type: 'PdfExporter',
  group: 'misc',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  outputs: [{ name: 'exported', type: 'object', label: 'widgets.PdfExporter.sockets.exported' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.PdfExporter.title',
    type: 'object',
    properties: {
      store: { title: 'widgets.PdfExporter.settings.store.title', description: 'widgets.PdfExporter.settings.store.description', type: 'string', default: '' },
      fields: { title: 'widgets.PdfExporter.settings.fields.title', description: 'widgets.PdfExporter.settings.fields.description', type: 'array', items: { type: 'string' }, default: [] },
      title: { title: 'widgets.PdfExporter.settings.title.title', description: 'widgets.PdfExporter.settings.title.description', type: 'string', default: '' },
      fileName: { title: 'widgets.PdfExporter.settings.fileName.title', type: 'string', default: 'export.pdf' },
      maxRecords: { title: 'widgets.PdfExporter.settings.maxRecords.title', type: 'integer', minimum: 1, maximum: PDF_MAX_RECORDS, default: PDF_MAX_RECORDS },
      action: { title: 'widgets.PdfExporter.settings.action.title', type: 'string', enum: ['download', 'open'], default: 'download' },
      text: { title: 'widgets.PdfExporter.settings.text.title', description: 'widgets.PdfExporter.settings.text.description', type: 'string', default: '' },
      ...BUTTON_LOOK_SETTINGS,
    },
  },
});
