/**
 * Saving answered 409: another builder saved a newer version. Nothing is overwritten; the builder chooses
 * to reload (drop my changes, continue with the server's version) or to save my document as a copy (a new
 * application, opened in the editor). The dialog cannot be closed without a choice: saving stays blocked
 * in the conflict state until one is made.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Input, Stack, Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../../runtime/ui/ConfirmDialog';
import { useEditorStore, useEditorStoreApi } from '../store/context';
import { discardDraft } from '../store/draft';
import { reloadDocument, saveDocumentAsCopy } from '../store/save';

export function SaveConflictDialog() {
  const { t } = useTranslation('editor-panels');
  const store = useEditorStoreApi();
  const navigate = useNavigate();
  const conflict = useEditorStore((state) => state.saveStatus === 'conflict');
  const name = useEditorStore((state) => state.document.name);
  const [copyName, setCopyName] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const shownName = copyName ?? t('saving.copyName', { name });

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      setCopyName(null);
    } catch (error) {
      setFailure(t('saving.conflictFailed', { message: error instanceof Error ? error.message : String(error) }));
      // a failed copy leaves the store in 'error'; the conflict is still there, so offer the choice again
      store.getState().setSaveStatus('conflict', store.getState().saveError);
    } finally {
      setBusy(false);
    }
  };

  const reload = () =>
    run(async () => {
      await reloadDocument(store);
    });

  const saveAsCopy = () =>
    run(async () => {
      const originalId = store.getState().document.id;
      const created = await saveDocumentAsCopy(store, shownName.trim() || name);
      // my changes live on in the copy: the original's draft would only offer them back a second time
      if (originalId) discardDraft(originalId);
      if (created.id) navigate(`/editor/apps/${encodeURIComponent(created.id)}`);
    });

  return (
    <ConfirmDialog
      open={conflict}
      busy={busy}
      title={t('saving.conflictTitle')}
      testId="save-conflict-dialog"
      choices={[
        { label: t('saving.reload'), testId: 'conflict-reload', tone: 'neutral', onChoose: () => void reload() },
        { label: t('saving.saveAsCopy'), testId: 'conflict-save-copy', tone: 'primary', safe: true, onChoose: () => void saveAsCopy(), disabled: shownName.trim() === '' },
      ]}
    >
      <Stack gap="3">
        <Text>{t('saving.conflictText')}</Text>
        <label>
          <Text as="span" fontSize="sm" fontWeight="medium">
            {t('saving.copyNameLabel')}
          </Text>
          <Input size="sm" marginTop="1" value={shownName} onChange={(event) => setCopyName(event.target.value)} data-testid="conflict-copy-name" />
        </label>
        {failure && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {failure}
          </Text>
        )}
      </Stack>
    </ConfirmDialog>
  );
}
