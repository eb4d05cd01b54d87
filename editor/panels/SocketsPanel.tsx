/** The selected widget's socket connections (work in progress). */
import { useEditorStore } from '../store/context';

export function SocketsPanel() {
  const selection = useEditorStore((state) => state.selection);
  return <div data-testid="sockets-panel" data-selection-count={selection.length} />;
}
