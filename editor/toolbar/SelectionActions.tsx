/** What can be done with the selection: select parent, move up and down, duplicate, copy, paste, delete. */
import { ArrowDown, ArrowUp, ClipboardPaste, Copy, CopyPlus, CornerLeftUp, Trash2, type LucideIcon } from 'lucide-react';
import '../../runtime/ui/plain/plainStyles';
import { useTranslation } from 'react-i18next';
import { runCommand } from '../services/commands';
import type { ShortcutCommand } from '../services/shortcuts';
import { useEditorServices } from '../services/editorServices';
import { useEditorStore } from '../store/context';
import { TOOLBAR_ICON_SIZE, ToolbarButton } from './ToolbarButton';

/** `needs`: what must be selected: a widget that is not a page root ('movable'), anything, or nothing. */
const ACTIONS: { command: ShortcutCommand; Icon: LucideIcon; needs: 'movable' | 'any' | 'nothing' }[] = [
  { command: 'selectParent', Icon: CornerLeftUp, needs: 'movable' },
  { command: 'moveUp', Icon: ArrowUp, needs: 'movable' },
  { command: 'moveDown', Icon: ArrowDown, needs: 'movable' },
  { command: 'duplicate', Icon: CopyPlus, needs: 'movable' },
  { command: 'copy', Icon: Copy, needs: 'any' },
  { command: 'paste', Icon: ClipboardPaste, needs: 'nothing' },
  { command: 'delete', Icon: Trash2, needs: 'movable' },
];

export function SelectionActions() {
  const { t } = useTranslation('editor');
  const { store, registry } = useEditorServices();
  const hasSelection = useEditorStore((state) => state.selection.length > 0);
  const movable = useEditorStore((state) => state.selection.some((id) => store.index.get(id)?.parentId != null));
  const enabled = { movable, any: hasSelection, nothing: true };
  return (
    <div className="bk-hstack" role="group" aria-label={t('toolbar.selection')} style={{ gap: '0.125rem' }}>
      {ACTIONS.map(({ command, Icon, needs }) => (
        <ToolbarButton
          key={command}
          testId={`command-${command}`}
          label={t(`commands.${command}`)}
          disabled={!enabled[needs]}
          onClick={() => runCommand(command, { store, registry })}
        >
          <Icon size={TOOLBAR_ICON_SIZE} aria-hidden />
        </ToolbarButton>
      ))}
    </div>
  );
}
