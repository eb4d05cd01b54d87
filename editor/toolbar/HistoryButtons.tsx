/** Undo and redo, disabled when there is nothing to undo or redo. */
import { Redo2, Undo2 } from 'lucide-react';
import { HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useHistory } from '../store/useHistory';
import { TOOLBAR_ICON_SIZE, ToolbarButton } from './ToolbarButton';

export function HistoryButtons() {
  const { t } = useTranslation('editor');
  const { canUndo, canRedo, undo, redo } = useHistory();
  return (
    <HStack role="group" aria-label={t('toolbar.history')} gap="0.5">
      <ToolbarButton testId="undo" label={t('toolbar.undo')} onClick={undo} disabled={!canUndo}>
        <Undo2 size={TOOLBAR_ICON_SIZE} aria-hidden />
      </ToolbarButton>
      <ToolbarButton testId="redo" label={t('toolbar.redo')} onClick={redo} disabled={!canRedo}>
        <Redo2 size={TOOLBAR_ICON_SIZE} aria-hidden />
      </ToolbarButton>
    </HStack>
  );
}
