import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/Files';
import type { StoredFileEntity } from '../../../model/api/schemas/files.js';
import { downloadFile, fileHref, uploadFile } from '../../api/files';
import { filesApi } from '../../api/resources';
import { useCurrentUser } from '../../auth';
import { intlLocale } from '../../i18n';
import { ConfigureNotice, EmptyState, ErrorState } from '../../hooks/notices';
import { useContextValue, useSetContextValue } from '../../sockets/hooks';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { errorText, LoadingState } from '../../stores';
import { fileRefs, fileSearch, isAddress } from './fileRefs';
import { byteText, uploadErrorText } from './uploadError';

export type FilesSettings = SettingsOf<typeof spec.schema>;

/** One row: a stored file or file record, or an address no record describes (shown by its address). */
type Row = { ref: string; file: StoredFileEntity | null };

async function loadRows(refs: string[]): Promise<Row[]> {
  const page = await filesApi.searchFiles(fileSearch(refs));
  const byRef = new Map<string, StoredFileEntity>();
  for (const file of page.elements) {
    byRef.set(file.id, file);
    if (!byRef.has(file.url)) byRef.set(file.url, file);
  }
  // Ids nobody may see are left out; an address is still a file, with or without a license record.
  return refs.flatMap((ref): Row[] => (byRef.has(ref) ? [{ ref, file: byRef.get(ref)! }] : isAddress(ref) ? [{ ref, file: null }] : []));
}

/** A private stored file comes with the caller's credentials, which a plain link does not send. */
async function saveFile(file: StoredFileEntity): Promise<void> {
  const blob = await downloadFile(file);
  const href = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href, download: file.name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

function FileRow({ row }: { row: Row }) {
  const { t, i18n } = useTranslation('files');
  const [failed, setFailed] = useState(false);
  const { file } = row;
  const name = file?.name ?? decodeURIComponent(row.ref.split('/').pop() || row.ref);
  const privateStored = !!file?.stored && !file.public;
  return (
    <li data-testid="file-row" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'baseline', padding: '6px 0', borderBottom: '1px solid #e2e8f0' }}>
      <span style={{ fontWeight: 600 }}>{name}</span>
      {file?.size ? <span style={{ color: '#4a5568', fontSize: 13 }}>{byteText(file.size, intlLocale(i18n.language))}</span> : null}
      {file?.license ? (
        <span data-testid="file-license" style={{ fontSize: 13 }}>
          {file.licenseUrl && /^https?:\/\//i.test(file.licenseUrl)
            ? <a href={file.licenseUrl} target="_blank" rel="noopener noreferrer license">{t('files.license', { license: file.license })}</a>
            : t('files.license', { license: file.license })}
        </span>
      ) : null}
      {privateStored
        ? <button type="button" onClick={() => { setFailed(false); saveFile(file).catch(() => setFailed(true)); }}>{t('files.downloadNamed', { name })}</button>
        : <a href={file ? fileHref(file) : row.ref} download={file?.stored ? file.name : undefined} target={file?.stored ? undefined : '_blank'} rel="noopener noreferrer">{t('files.downloadNamed', { name })}</a>}
      {failed ? <span role="alert" style={{ color: '#c53030' }}>{t('files.downloadFailed')}</span> : null}
    </li>
  );
}

function UploadButton({ onUploaded }: { onUploaded(file: StoredFileEntity): void }) {
  const { t, i18n } = useTranslation('files');
  const inputId = useId();
  const [state, setState] = useState<{ busy: boolean; message?: string; error?: boolean }>({ busy: false });
  const user = useCurrentUser();
  if (!user) return <p data-testid="files-login">{t('files.loginRequired')}</p>;
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setState({ busy: true, message: t('files.uploading') });
    try {
      const stored = await uploadFile(file);
      onUploaded(stored);
      setState({ busy: false, message: t('files.uploaded', { name: stored.name }) });
    } catch (error) {
      setState({ busy: false, error: true, message: uploadErrorText(error, t, intlLocale(i18n.language)) });
    } finally {
      input.value = '';
    }
  };
  return (
    <div style={{ marginTop: 8 }}>
      <label htmlFor={inputId} style={{ display: 'inline-block', cursor: 'pointer', fontWeight: 600 }}>{t('files.upload')}</label>{' '}
      <input id={inputId} type="file" disabled={state.busy} onChange={(event) => void choose(event)} aria-describedby={`${inputId}-status`} />
      <div id={`${inputId}-status`} role={state.error ? 'alert' : 'status'} style={{ color: state.error ? '#c53030' : '#2f855a', fontSize: 13 }}>{state.message}</div>
    </div>
  );
}

function Files({ settings }: WidgetProps<FilesSettings>) {
  const { t } = useTranslation('files');
  const name = settings.contextProperty.trim();
  const refs = fileRefs(useContextValue(name || '\u0000none'));
  const setContext = useSetContextValue();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ['files-widget', refs], queryFn: () => loadRows(refs), enabled: refs.length > 0, retry: false });
  if (!name) return <ConfigureNotice />;
  const empty = settings.noFilesFoundText.trim() || t('files.noFilesFound');
  const onUploaded = (file: StoredFileEntity) => {
    void queryClient.invalidateQueries({ queryKey: ['files-widget'] });
    setContext(name, [...refs, file.id]);
  };
  let list;
  if (refs.length === 0) list = <EmptyState message={empty} />;
  else if (query.isError) list = <ErrorState message={t('files.loadFailed')} details={errorText(query.error)} />;
  else if (!query.data) list = <LoadingState />;
  else if (query.data.length === 0) list = <EmptyState message={empty} />;
  else list = <ul aria-label={t('files.listLabel')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>{query.data.map((row) => <FileRow key={row.ref} row={row} />)}</ul>;
  return (
    <div>
      {list}
      {settings.allowUpload ? <UploadButton onUploaded={onUploaded} /> : null}
    </div>
  );
}

export const FilesWidget = widgetFromSpec(spec, Files);
