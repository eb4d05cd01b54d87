import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Button } from '@chakra-ui/react';
import { downloadFile, filesApi } from '../../../runtime/api';
import { FileFieldsSchema, type StoredFileEntity } from '../../../model/api/schemas/files';
import { FILES } from '../../../model/resources/descriptors';
import { saveFile } from '../../../runtime/ui/saveFile';
import { simpleApi } from '../simple/simpleApi';
import { SimpleResourcePage, type SimpleResourceConfig } from '../simple/SimpleResourcePage';
import { FileUploadButton } from './FileUploadButton';

function DownloadButton({ file }: { file: StoredFileEntity }) {
  const { t } = useTranslation('backoffice');
  const download = useMutation({ mutationFn: async () => saveFile(await downloadFile(file), file.name) });
  return (
    <Button size="xs" variant="outline" loading={download.isPending} colorPalette={download.isError ? 'red' : undefined}
      title={download.isError ? t('errors.load') : undefined} onClick={() => download.mutate()} data-testid="download">
      {t('files.download')}
    </Button>
  );
}

/**
 * `files` (every signed-in user: its own files; FILES_READ / FILES_WRITE all of the tenant's, docs/files.md): upload,
 * list, download, rename and license, delete; the folders are one click away.
 */
const FILES_CONFIG: SimpleResourceConfig<StoredFileEntity> = {
  resource: 'files',
  prefix: 'files',
  descriptor: FILES,
  schema: FileFieldsSchema,
  nameField: 'name',
  noCreate: true,
  fields: [
    { name: 'name', inList: true, sortable: true },
    { name: 'mimeType', inList: true, sortable: true, listOnly: true },
    { name: 'size', inList: true, sortable: true, listOnly: true },
    { name: 'license', inList: true },
    { name: 'licenseUrl', kind: 'url' },
    { name: 'public', kind: 'checkbox', inList: true },
  ],
  api: simpleApi(FILES, filesApi),
  headerLinks: [{ to: '/backoffice/files/folders', testId: 'file-folders', label: 'folders.title' }],
  headerActions: <FileUploadButton />,
  rowActions: (file) => (file.stored ? <DownloadButton file={file} /> : null),
};

export default function FilesPage() {
  return <SimpleResourcePage config={FILES_CONFIG} />;
}
