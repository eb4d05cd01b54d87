/** What can be done with the selection: select parent, move up and down, duplicate, copy, paste, delete. */
import { useTranslation } from 'react-i18next';
import { runCommand } from '../services/commands';
import type { ShortcutCommand } from '../services/shortcuts';
import { useEditorServices } from '../services/editorServices';
import { useEditorStore } from '../store/context';
import { ToolbarButton } from './ToolbarButton';

/** `needs`: what must be selected: a widget that is not a page root ('movable'), anything, or nothing. */
const ACTIONS: { command: ShortcutCommand; icon: string; needs: 'movable' | 'any' | 'nothing' }[] = [
  { command: 'selectParent', icon: '⤴', needs: 'movable' },
  { command: 'moveUp', icon: '↑', needs: 'movable' },
  { command: 'moveDown', icon: '↓', needs: 'movable' },
  { command: 'duplicate', icon: '⧉', needs: 'movable' },
  { command: 'copy', icon: '⎘', needs: 'any' },
  { command: 'paste', icon: '⎀', needs: 'nothing' },
  { command: 'delete', icon: '✕', needs: 'movable' },
];

export function SelectionActions() {
  const { t } = useTranslation('editor');
  const { store, registry } = useEditorServices();
  const hasSelection = useEditorStore((state) => state.selection.length > 0);
  const movable = useEditorStore((state) => state.selection.some((id) => store.index.get(id)?.parentId != null));
  const enabled = { movable, any: hasSelection, nothing: true };
  return (
    <div role="group" aria-label={t('toolbar.selection')} className="bk-toolbar-group">
      {ACTIONS.map(({ command, icon, needs }) => (
        <ToolbarButton
          key={command}
          testId={`command-${command}`}
          label={t(`commands.${command}`)}
          disabled={!enabled[needs]}
          onClick={() => runCommand(command, { store, registry })}
        >
          {icon}
        </ToolbarButton>
      ))}
    </div>
  );
}
