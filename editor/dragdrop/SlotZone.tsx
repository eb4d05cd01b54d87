/**
 * A slot's drop zone. An empty slot always shows a placeholder ("drag widgets here"); while a drag is under way the
 * placeholder, and a thin zone after the last child of every filled slot, become drop zones (test hook
 * `[data-testid=dropzone][data-parent-id][data-slot]`, docs/architecture.md): focusable, so a keyboard drag can aim
 * at them with Tab, and marked allowed or refused for what is being dragged. Zones are slots, never widgets; outside
 * a drag a filled slot's zone renders nothing.
 */
import type { CSSProperties } from 'react';
import { slotTitle } from './announcements';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { i18next } from '../../runtime/i18n';
import { slotKey } from '../services/elementRegistry';
import { useEditorServices } from '../services/editorServices';
import { isTargetSlot, zoneVerdict } from '../services/dragSession';

const emptyStyle: CSSProperties = {
  minHeight: 40,
  minWidth: 80,
  flex: '1 1 auto',
  alignSelf: 'stretch',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: '1px dashed #a0aec0',
  borderRadius: 4,
  color: '#4a5568',
  fontSize: 12,
  padding: 6,
  boxSizing: 'border-box',
};

const endStyle: CSSProperties = {
  minHeight: 14,
  minWidth: 28,
  flex: '0 0 auto',
  alignSelf: 'stretch',
  border: '1px dashed #90cdf4',
  borderRadius: 3,
  boxSizing: 'border-box',
};

function EmptySlotText() {
  const { t } = useTranslation('editor');
  return <>{t('canvas.emptySlot')}</>;
}

export function SlotZone({ parentId, slot, empty }: { parentId: string; slot: string; empty: boolean }) {
  const { session, controller, elements } = useEditorServices();
  const verdict = useStore(session, (state) => zoneVerdict(state, parentId, slot, controller.judge));
  const over = useStore(session, (state) => isTargetSlot(state, parentId, slot));
  if (verdict === 'idle' && !empty) return null;
  const dragging = verdict !== 'idle';
  const refused = verdict === 'refused';
  const highlight: CSSProperties = !dragging
    ? {}
    : { borderColor: refused ? '#fc8181' : '#3182ce', background: over ? (refused ? 'rgba(229,62,62,0.15)' : 'rgba(49,130,206,0.15)') : undefined, cursor: refused ? 'not-allowed' : 'copy' };
  return (
    <div
      ref={elements.zones.ref(slotKey(parentId, slot))}
      data-testid={dragging ? 'dropzone' : 'empty-slot'}
      data-parent-id={parentId}
      data-slot={slot}
      data-zone-parent={parentId}
      data-zone-slot={slot}
      data-state={dragging ? verdict : undefined}
      data-over={over ? 'true' : undefined}
      tabIndex={dragging ? 0 : undefined}
      aria-label={dragging ? i18next.t(refused ? 'editor:canvas.zoneRefused' : 'editor:canvas.zone', { slot: slotTitle(i18next.t, slot) }) : undefined}
      onFocus={dragging ? () => controller.chooseSlot(parentId, slot) : undefined}
      onClick={
        dragging
          ? (event) => {
              event.stopPropagation();
              controller.chooseSlot(parentId, slot);
              controller.keyboardDrop?.();
            }
          : undefined
      }
      style={{ ...(empty ? emptyStyle : endStyle), ...highlight }}
    >
      {empty ? <EmptySlotText /> : null}
    </div>
  );
}
