import { pdfTemplatesApi } from '../../../runtime/api';
import { PdfTemplateFieldsSchema, type PdfTemplate } from '../../../model/api/schemas/contentTools';
import { PDF_TEMPLATES } from '../../../model/resources/descriptors';
import { simpleApi } from '../simple/simpleApi';
import { SimpleResourcePage, type SimpleResourceConfig } from '../simple/SimpleResourcePage';

/** `pdf-templates` (PDF_TEMPLATE_READ; writing PDF_TEMPLATE_WRITE): the HTML templates of the tenant's documents. */
const PDF_TEMPLATES_CONFIG: SimpleResourceConfig<PdfTemplate> = {
  resource: 'pdftemplates',
  prefix: 'pdfTemplates',
  descriptor: PDF_TEMPLATES,
  schema: PdfTemplateFieldsSchema,
  nameField: 'name',
  fields: [
    { name: 'name', inList: true, sortable: true },
    { name: 'paperSize', inList: true, sortable: true },
    { name: 'description', kind: 'textarea', inList: true },
    { name: 'content', kind: 'textarea' },
  ],
  api: simpleApi(PDF_TEMPLATES, pdfTemplatesApi),
};

export default function PdfTemplatesPage() {
  return <SimpleResourcePage config={PDF_TEMPLATES_CONFIG} />;
}
