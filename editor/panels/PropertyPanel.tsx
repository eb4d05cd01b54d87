/** The selected widget's settings form (work in progress: the full rjsf form follows). */
import { useEditorStore } from '../store/context';

export function PropertyPanel() {
  const selection = useEditorStore((state) => state.selection);
  return <div data-testid="property-panel" data-selection-count={selection.length} />;
}
