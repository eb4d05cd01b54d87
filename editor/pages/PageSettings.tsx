/**
 * Title, path, "login required" and the needed permissions (PagePermissions.tsx) of the page shown in the canvas, and deleting it. The title changes live
 * (one undo step per typing burst); the path is checked while typing and taken over on Enter or when the
 * field is left, so a half-typed path never becomes the page's address.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../runtime/ui/plain/PlainButton';
import { PlainCheckbox } from '../../runtime/ui/plain/PlainCheckbox';
import { PlainField } from '../../runtime/ui/plain/PlainField';
import { PlainInput } from '../../runtime/ui/plain/PlainInput';
import type { PageSummary } from './usePageSummaries';
import { ConfirmDialog } from '../../runtime/ui/ConfirmDialog';
import { useEditorStoreApi } from '../store/context';
import { validatePagePath } from './pagePath';
import { PagePermissions } from './PagePermissions';

export function PageSettings({ entry, otherPaths, isLast }: { entry: PageSummary; otherPaths: string[]; isLast: boolean }) {
  const { t } = useTranslation(['editor-panels', 'editor']);
  const store = useEditorStoreApi();
  const [path, setPath] = useState(entry.path);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const pathError = validatePagePath(path, otherPaths);

  const commitPath = () => {
    if (path === entry.path) return;
    if (pathError) return;
    const outcome = store.getState().dispatch({ type: 'updatePage', path: entry.path, patch: { path } });
    if (outcome.ok) store.getState().setActivePage(path);
    else setRefusal(t(`editor:refusals.${outcome.code}`, { defaultValue: outcome.message }));
  };

  const remove = () => {
    setConfirming(false);
    const outcome = store.getState().dispatch({ type: 'removePage', path: entry.path });
    if (!outcome.ok) setRefusal(t(`editor:refusals.${outcome.code}`, { defaultValue: outcome.message }));
  };

  return (
    // Plain elements in the look of Chakra's (runtime/ui/plain): the first screen renders no Chakra component.
    <div className="bk-vstack" style={{ gap: '0.75rem' }} data-testid="page-settings" data-page-path={entry.path}>
      <PlainField label={t('pages.title')}>
        <PlainInput
          size="sm"
          testId="page-title"
          value={entry.title ?? ''}
          onChange={(event) =>
            store.getState().dispatch({ type: 'updatePage', path: entry.path, patch: { title: event.target.value === '' ? undefined : event.target.value }, group: `page-title:${entry.path}` })
          }
        />
      </PlainField>
      <PlainField label={t('pages.path')} help={t('pages.pathHelp')} error={pathError ? t(`pages.${pathError}`) : undefined} errorTestId="page-path-error">
        <PlainInput
          size="sm"
          testId="page-path"
          style={{ fontFamily: 'var(--chakra-fonts-mono)' }}
          value={path}
          placeholder={t('pages.startPage')}
          onChange={(event) => setPath(event.target.value)}
          onBlur={commitPath}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitPath();
            if (event.key === 'Escape') setPath(entry.path);
          }}
        />
      </PlainField>
      <PlainCheckbox
        testId="page-auth"
        checked={entry.authenticationRequired === true}
        onChange={(checked) => store.getState().dispatch({ type: 'updatePage', path: entry.path, patch: { authenticationRequired: checked } })}
      >
        {t('pages.authenticationRequired')}
      </PlainCheckbox>
      <PagePermissions entry={entry} />
      {refusal && (
        <p role="alert" className="bk-error-text">
          {refusal}
        </p>
      )}
      <PlainButton look="sm-outline-red" disabled={isLast} title={isLast ? t('pages.lastPage') : undefined} onClick={() => setConfirming(true)} testId="page-delete">
        {t('pages.delete')}
      </PlainButton>
      <ConfirmDialog
        open={confirming}
        title={t('pages.deleteTitle')}
        testId="page-delete-dialog"
        onCancel={() => setConfirming(false)}
        cancelTestId="page-delete-cancel"
        choices={[{ label: t('pages.deleteConfirm'), testId: 'page-delete-confirm', tone: 'danger', onChoose: remove }]}
      >
        {t('pages.deleteQuestion', { title: entry.title || entry.path || t('pages.startPage') })}
      </ConfirmDialog>
    </div>
  );
}
