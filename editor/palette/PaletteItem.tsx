/**
 * One palette entry: a dnd-kit draggable that starts on pointer-down (so drop zones appear at once) and
 * with Space or Enter for a keyboard drag. A click without moving inserts the widget after the selection.
 */
import { useDraggable } from '@dnd-kit/core';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DragSource } from '../services/dragSession';

const style = {
  display: 'block',
  padding: '4px 8px',
  margin: '2px 0',
  border: '1px solid #e2e8f0',
  borderRadius: 4,
  background: '#fff',
  fontSize: 13,
  cursor: 'grab',
  userSelect: 'none',
  touchAction: 'none',
} as const;

export const PaletteItem = memo(function PaletteItem({ type, title }: { type: string; title: string }) {
  const { t } = useTranslation('editor');
  const data = useMemo(() => ({ immediate: true, source: { origin: 'palette', ids: [], newType: type } satisfies DragSource }), [type]);
  const { attributes, listeners, setNodeRef } = useDraggable({ id: `palette:${type}`, data, attributes: { roleDescription: t('dnd.roleDescription') } });
  return (
    <div ref={setNodeRef} {...attributes} {...listeners} data-testid="palette-item" data-widget-type={type} title={type} style={style} className="bk-palette-item">
      {title}
    </div>
  );
});
