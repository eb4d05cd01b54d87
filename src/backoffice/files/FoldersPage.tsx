import { foldersApi } from '../../../runtime/api';
import { FolderFieldsSchema, type Folder } from '../../../model/api/schemas/files';
import { FOLDERS } from '../../../model/resources/descriptors';
import { simpleApi } from '../simple/simpleApi';
import { SimpleResourcePage, type SimpleResourceConfig } from '../simple/SimpleResourcePage';

/** `files/folders`: the tenant's folders of the file store (anybody signed in reads them, FILES_WRITE arranges). */
const FOLDERS_CONFIG: SimpleResourceConfig<Folder> = {
  resource: 'folders',
  prefix: 'folders',
  descriptor: FOLDERS,
  schema: FolderFieldsSchema,
  nameField: 'name',
  fields: [{ name: 'name', inList: true, sortable: true }],
  api: simpleApi(FOLDERS, foldersApi),
  headerLinks: [{ to: '/backoffice/files', testId: 'back', label: 'folders.back' }],
};

export default function FoldersPage() {
  return <SimpleResourcePage config={FOLDERS_CONFIG} />;
}
