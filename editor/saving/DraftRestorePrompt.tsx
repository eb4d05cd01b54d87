/**
 * After a reload or a crash: the draft kept in browser storage (editor/store/draft.ts) is offered back,
 * restore (one undoable step, still unsaved) or discard. A draft equal to the loaded document is dropped
 * without asking. A draft based on an older server version says so: saving it will meet the newer version.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '../../runtime/format';
import { ConfirmDialog } from '../../runtime/ui/ConfirmDialog';
import { useEditorStoreApi } from '../store/context';
import { discardDraft, loadDraft, restoreDraft, type StoredDraft } from '../store/draft';

function pendingDraft(appId: string | undefined, current: unknown): StoredDraft | null {
  if (!appId) return null;
  const draft = loadDraft(appId);
  if (draft && JSON.stringify(draft.document) === JSON.stringify(current)) {
    discardDraft(appId);
    return null;
  }
  return draft;
}

export function DraftRestorePrompt() {
  const { t } = useTranslation('editor-panels');
  const store = useEditorStoreApi();
  const [draft, setDraft] = useState(() => pendingDraft(store.getState().document.id, store.getState().document));
  if (!draft) return null;
  const outdated = draft.savedVersion !== store.getState().savedVersion;

  const restore = () => {
    restoreDraft(store, draft);
    setDraft(null);
  };
  const discard = () => {
    discardDraft(draft.appId);
    setDraft(null);
  };

  return (
    <ConfirmDialog
      open
      title={t('saving.draftTitle')}
      testId="draft-restore-dialog"
      choices={[
        { label: t('saving.draftDiscard'), testId: 'draft-discard', tone: 'neutral', onChoose: discard },
        { label: t('saving.draftRestore'), testId: 'draft-restore', tone: 'primary', safe: true, onChoose: restore },
      ]}
    >
      <Stack gap="2">
        <Text>{t('saving.draftText', { when: formatDateTime(draft.savedAt) })}</Text>
        {outdated && (
          <Text color="fg.warning" fontSize="sm" data-testid="draft-outdated">
            {t('saving.draftOutdated')}
          </Text>
        )}
      </Stack>
    </ConfirmDialog>
  );
}
