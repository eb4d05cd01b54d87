import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { applicationsApi } from '../../../runtime/api';
import { ApplicationFieldsSchema, type Application } from '../../../model/api/schemas';
import { APPLICATIONS } from '../../../model/resources/descriptors';
import { randomId } from '../../../editor/model/document/ids';
import { APPLICATION_KINDS, newApplicationDocument } from '../../home/applications/applicationForm';
import { simpleApi } from '../simple/simpleApi';
import { SimpleResourcePage, type SimpleResourceConfig } from '../simple/SimpleResourcePage';

const BASE: Omit<SimpleResourceConfig<Application>, 'initial'> = {
  resource: 'applications',
  prefix: 'applications',
  descriptor: APPLICATIONS,
  schema: ApplicationFieldsSchema,
  nameField: 'name',
  fields: [
    { name: 'name', inList: true, sortable: true },
    { name: 'domain', inList: true, sortable: true },
    { name: 'kind', kind: 'select', options: APPLICATION_KINDS, required: true, inList: true, sortable: true },
  ],
  api: simpleApi(APPLICATIONS, applicationsApi),
  rowLinks: [{ to: (app) => `/editor/apps/${encodeURIComponent(app.id)}`, testId: 'open-in-editor', label: 'applications.openInEditor' }],
};

/**
 * `applications` (APPLICATIONS_READ to list; writing APPLICATIONS_WRITE): the tenant's applications with name,
 * domain and kind, each linking to the editor. A new one starts with one empty start page, like one created in
 * the editor's overview; its pages are built in the editor.
 */
export default function ApplicationsPage() {
  const { t } = useTranslation('backoffice');
  const startTitle = t('applications.startPage');
  const initial = useMemo(() => newApplicationDocument({ name: '', projectId: '', domain: '', kind: 'APPLICATION' }, startTitle, randomId()), [startTitle]);
  return (
    <SimpleResourcePage config={{
      ...BASE,
      initial: initial as unknown as Record<string, unknown>,
    }} />
  );
}
