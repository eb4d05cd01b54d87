import { useTranslation } from 'react-i18next';
import type { Folder } from '../../../model/api/schemas/files';
import { ContactModal as Dialog } from '../../widgets/contacts/ContactModal';
import { buttonStyle } from '../../widgets/theme';
import { useFolderDialog } from './useFolderDialog';

const listStyle = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 } as const;

interface FolderDialogProps {
  title: string;
  /** The folder to show first; none: the list of top-level folders. */
  start?: string;
  onChoose(folder: Folder, drivePath: string[]): void;
  onClose(): void;
}

/**
 * The dialog of FolderInput: the top-level folders, a folder's sub-folders (open or choose) and files, "up" to the
 * parent or the group list, and a name search within the folder tree shown (docs/widgets.md, FolderInput).
 */
export function FolderDialog({ title, start, onChoose, onClose }: FolderDialogProps) {
  const { t } = useTranslation('inputs');
  const dialog = useFolderDialog(start);
  const { view, trail } = dialog;
  const names = trail.map((f) => f.name);
  const choose = onChoose;
  return (
    <Dialog testId="folder-dialog" title={title} onClose={onClose}>
      {dialog.failed && <p role="alert" data-testid="folder-load-error">{t('folder.loadFailed')}</p>}
      {trail.length > 0 && (
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 8 }}>
          <button type="button" onClick={dialog.up} style={buttonStyle('ghost', 'secondary', 'sm')}>{t('folder.up')}</button>
          <strong data-testid="folder-trail">{names.join(' / ')}</strong>
        </div>
      )}
      {trail.length > 0 && (
        <input
          type="search"
          aria-label={t('folder.search')}
          placeholder={t('folder.search')}
          value={dialog.query}
          onChange={(event) => dialog.setQuery(event.target.value)}
          style={{ width: '100%', marginBottom: 8, padding: 4 }}
        />
      )}
      {view.kind === 'loading' && <p role="status">{t('folder.loading')}</p>}
      {view.kind === 'groups' && (
        <ul style={listStyle} aria-label={t('folder.groups')}>
          {view.groups.map((group) => (
            <li key={group.id}><button type="button" onClick={() => dialog.openFolder([group])} style={buttonStyle('ghost', 'primary', 'sm')}>{group.name}</button></li>
          ))}
          {view.groups.length === 0 && <li>{t('folder.noGroups')}</li>}
        </ul>
      )}
      {view.kind === 'files' && (
        <>
          <button type="button" onClick={() => choose(trail[trail.length - 1], names)} style={buttonStyle('solid', 'primary', 'sm')}>{t('folder.chooseThis')}</button>
          <ul style={{ ...listStyle, marginTop: 8 }} aria-label={t('folder.contents')}>
            {view.folders.map((folder) => (
              <li key={folder.id} style={{ display: 'flex', gap: 6 }}>
                <button type="button" onClick={() => dialog.openFolder([...trail, folder])} style={buttonStyle('ghost', 'primary', 'sm')}>{folder.name}</button>
                <button type="button" aria-label={t('folder.chooseNamed', { name: folder.name })} onClick={() => choose(folder, [...names, folder.name])} style={buttonStyle('outline', 'primary', 'xs')}>{t('folder.select')}</button>
              </li>
            ))}
            {view.files.map((file) => <li key={file.id} data-testid="folder-file" style={{ color: '#667085', padding: '2px 8px' }}>{file.name}</li>)}
            {view.folders.length === 0 && view.files.length === 0 && <li>{t('folder.empty')}</li>}
          </ul>
        </>
      )}
      {view.kind === 'search' && (
        <>
          {view.results.length === 0 ? <p>{t('folder.noneFound')}</p> : (
            <ul style={listStyle} aria-label={t('folder.results')}>
              {view.results.map(({ folder, path }) => (
                <li key={folder.id}>
                  <button type="button" onClick={() => choose(folder, path)} style={buttonStyle('ghost', 'primary', 'sm')}>{path.join(' / ')}</button>
                </li>
              ))}
            </ul>
          )}
          {view.total > view.results.length && <p data-testid="folder-more">{t('folder.more', { shown: view.results.length, total: view.total })}</p>}
        </>
      )}
    </Dialog>
  );
}
