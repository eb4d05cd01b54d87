/** Asks before leaving the editor with unsaved changes (browser unload, in-app links, back and forward). */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorStoreApi } from '../store/context';
import { installLeaveGuard } from './leaveGuard';

export function useLeaveGuard(): void {
  const store = useEditorStoreApi();
  const { t } = useTranslation('editor-panels');
  useEffect(
    () =>
      installLeaveGuard({
        isDirty: () => store.getState().dirty,
        confirm: () => window.confirm(t('saving.leaveQuestion')),
      }),
    [store, t],
  );
}
