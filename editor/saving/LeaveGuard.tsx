/** Asks before leaving the editor with unsaved changes (browser unload, in-app links, back and forward). */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../runtime/ui/ConfirmDialog';
import { useEditorStoreApi } from '../store/context';
import { installLeaveGuard } from './leaveGuard';

export function LeaveGuard() {
  const store = useEditorStoreApi();
  const { t } = useTranslation('editor-panels');
  const [leave, setLeave] = useState<(() => void) | null>(null);
  useEffect(
    () =>
      installLeaveGuard({
        isDirty: () => store.getState().dirty,
        subscribe: (changed) => store.subscribe((state, previous) => {
          if (state.dirty !== previous.dirty) changed();
        }),
        ask: (go) => setLeave(() => go),
      }),
    [store],
  );
  return (
    <ConfirmDialog
      open={leave !== null}
      title={t('saving.leaveTitle')}
      testId="leave-dialog"
      onCancel={() => setLeave(null)}
      cancelTestId="leave-stay"
      choices={[
        {
          label: t('saving.leave'),
          testId: 'leave-confirm',
          tone: 'danger',
          onChoose: () => {
            setLeave(null);
            leave?.();
          },
        },
      ]}
    >
      {t('saving.leaveQuestion')}
    </ConfirmDialog>
  );
}
