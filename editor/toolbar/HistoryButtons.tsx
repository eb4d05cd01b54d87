/** Undo and redo, disabled when there is nothing to undo or redo. */
import { Redo2, Undo2 } from 'lucide-react';
import '../../runtime/ui/plain/plainStyles';
import { useTranslation } from 'react-i18next';
import { useHistory } from '../store/useHistory';
import { TOOLBAR_ICON_SIZE, ToolbarButton } from './ToolbarButton';

export function HistoryButtons() {
  const { t } = useTranslation('editor');
  const { canUndo, canRedo, undo, redo } = useHistory();
  return (
    <div className="bk-hstack" role="group" aria-label={t('toolbar.history')} style={{ gap: '0.125rem' }}>
      <ToolbarButton testId="undo" label={t('toolbar.undo')} onClick={undo} disabled={!canUndo}>
        <Undo2 size={TOOLBAR_ICON_SIZE} aria-hidden />
      </ToolbarButton>
      <ToolbarButton testId="redo" label={t('toolbar.redo')} onClick={redo} disabled={!canRedo}>
        <Redo2 size={TOOLBAR_ICON_SIZE} aria-hidden />
      </ToolbarButton>
    </div>
  );
}
