import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Folder } from '../../model/api/schemas/files';
import { ApiRequestError } from '../api/http';
import { foldersApi } from '../api/resources';
import { buttonStyle } from '../widgets/theme';
import { FieldShell, shellProps } from './FieldShell';
import { FolderDialog } from './folders/FolderDialog';
import { describedByOf, type InputProps } from './types';

/** The chosen folder: the names from its top-level folder down to it, and its id. */
export interface FolderValue {
  drivePath: string[];
  subItemId: string;
}

/** The linked folder by id: loading, found, missing (404) or not loadable. */
function useLinkedFolder(folderId: string | undefined) {
  const [state, setState] = useState<{ id?: string; folder?: Folder; missing?: boolean }>({});
  useEffect(() => {
    if (!folderId) return undefined;
    let live = true;
    foldersApi.getFolder(folderId).then(
      (folder) => live && setState({ id: folderId, folder }),
      (error: unknown) => live && setState({ id: folderId, missing: error instanceof ApiRequestError && error.status === 404 }),
    );
    return () => { live = false; };
  }, [folderId]);
  return state.id === folderId ? state : {};
}

/**
 * Links a folder of the file store (docs/widgets.md, FolderInput): the linked folder's name as a link that opens it,
 * buttons to change or remove it, and the folder dialog to choose one.
 */
export function FolderInput(props: InputProps<FolderValue>) {
  const { id, value, onChange, onBlur, disabled, readOnly, label } = props;
  const { t } = useTranslation('inputs');
  const [open, setOpen] = useState<boolean | string>(false);
  const linked = useLinkedFolder(value?.subItemId);
  const locked = disabled || readOnly;
  const field = useRef<HTMLDivElement>(null);
  // Keyboard users continue where they opened the dialog (the dialog's own buttons are gone after it closes).
  const close = () => {
    setOpen(false);
    onBlur?.();
    setTimeout(() => field.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus());
  };
  const choose = (folder: Folder, drivePath: string[]) => {
    onChange({ drivePath, subItemId: folder.id });
    close();
  };
  const remove = () => { onChange(undefined); onBlur?.(); };

  return (
    <FieldShell {...shellProps(props)}>
      <div ref={field} id={id} role="group" aria-describedby={describedByOf(props)} style={{ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}>
        {value && linked.missing && (
          <span role="alert" data-testid="folder-missing">{t('folder.notFound')}</span>
        )}
        {value && linked.folder && (
          <button type="button" data-testid="linked-folder" aria-label={t('folder.openLinked', { name: linked.folder.name })} onClick={() => setOpen(linked.folder!.id)} style={{ ...buttonStyle('plain', 'primary', 'sm'), textDecoration: 'underline' }}>
            {[...value.drivePath.slice(0, -1), linked.folder.name].join(' / ')}
          </button>
        )}
        {value && !linked.folder && !linked.missing && <span data-testid="linked-folder">{value.drivePath.join(' / ')}</span>}
        {value ? (
          <>
            <button type="button" disabled={locked} onClick={() => setOpen(true)} style={buttonStyle('outline', 'primary', 'sm', locked)}>{t('folder.change')}</button>
            <button type="button" disabled={locked} onClick={remove} style={buttonStyle('outline', 'secondary', 'sm', locked)}>{linked.missing ? t('folder.removeLink') : t('folder.remove')}</button>
          </>
        ) : (
          <button type="button" disabled={locked} onClick={() => setOpen(true)} style={buttonStyle('outline', 'primary', 'sm', locked)}>{t('folder.choose')}</button>
        )}
      </div>
      {open !== false && <FolderDialog title={label ?? t('folder.title')} start={typeof open === 'string' ? open : undefined} onChoose={choose} onClose={close} />}
    </FieldShell>
  );
}
