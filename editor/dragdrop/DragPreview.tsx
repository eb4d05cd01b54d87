/** The small label that follows the pointer (or the keyboard position) during a drag. */
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { useEditorServices } from '../services/editorServices';
import { widgetTitle } from './announcements';

const style = {
  display: 'inline-block',
  padding: '4px 10px',
  borderRadius: 6,
  background: '#2b6cb0',
  color: '#fff',
  fontSize: 13,
  boxShadow: '0 4px 12px rgba(0,0,0,0.25)',
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
} as const;

export function DragPreview() {
  const { t } = useTranslation(['editor', 'widgets']);
  const { session, store } = useEditorServices();
  const source = useStore(session, (state) => state.source);
  if (!source) return null;
  const label = source.newType
    ? (source.newLabel ?? widgetTitle(t, source.newType))
    : source.ids.length === 1
      ? widgetTitle(t, store.index.node(source.ids[0])?.type ?? '')
      : t('editor:dnd.several', { count: source.ids.length });
  return (
    <div data-testid="drag-preview" style={style}>
      {label}
    </div>
  );
}
