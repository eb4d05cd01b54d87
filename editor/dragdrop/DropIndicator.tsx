/**
 * The line (or outlined empty slot) where the drop would land, blue when allowed and red with a short
 * reason when refused. Fixed-positioned over everything, never in the way of the pointer.
 */
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { useEditorServices } from '../services/editorServices';

export function DropIndicator() {
  const { t } = useTranslation('editor');
  const { session } = useEditorServices();
  const target = useStore(session, (state) => state.target);
  const rect = target?.indicator;
  if (!target || !rect) return null;
  const refused = target.refusal !== null;
  const color = refused ? '#e53e3e' : '#3182ce';
  const thin = rect.height <= 6 || rect.width <= 6;
  return (
    <div
      data-testid="drop-indicator"
      data-state={refused ? 'refused' : 'allowed'}
      data-parent-id={target.parentId}
      data-slot={target.slot}
      data-index={target.index}
      style={{
        position: 'fixed',
        left: rect.left,
        top: rect.top,
        width: rect.width,
        height: rect.height,
        background: thin ? color : refused ? 'rgba(229,62,62,0.12)' : 'rgba(49,130,206,0.12)',
        outline: thin ? undefined : `2px dashed ${color}`,
        pointerEvents: 'none',
        zIndex: 2000,
        borderRadius: 2,
      }}
    >
      {refused ? (
        <span style={{ position: 'absolute', left: 0, top: thin ? 4 : 2, background: color, color: '#fff', fontSize: 11, padding: '1px 6px', borderRadius: 3, whiteSpace: 'nowrap' }}>
          {t(`refusals.${target.refusal}`, { defaultValue: t('refusals.not-allowed') })}
        </span>
      ) : null}
    </div>
  );
}
