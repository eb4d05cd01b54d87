/** Undo and redo, disabled when there is nothing to undo or redo. */
import { useTranslation } from 'react-i18next';
import { useHistory } from '../store/useHistory';
import { ToolbarButton } from './ToolbarButton';

export function HistoryButtons() {
  const { t } = useTranslation('editor');
  const { canUndo, canRedo, undo, redo } = useHistory();
  return (
    <div role="group" aria-label={t('toolbar.history')} className="bk-toolbar-group">
      <ToolbarButton testId="undo" label={t('toolbar.undo')} onClick={undo} disabled={!canUndo}>
        ↶
      </ToolbarButton>
      <ToolbarButton testId="redo" label={t('toolbar.redo')} onClick={redo} disabled={!canRedo}>
        ↷
      </ToolbarButton>
    </div>
  );
}
