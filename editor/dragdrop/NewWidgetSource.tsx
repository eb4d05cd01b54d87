/**
 * A palette entry's drag source: a dnd-kit draggable that starts on pointer-down (so drop zones appear at once)
 * and with Space or Enter for a keyboard drag. A click without moving inserts the widget after the selection.
 * `settings` start the new widget (a compound instance's compoundId), `label` names it while dragged.
 */
import { useDraggable } from '@dnd-kit/core';
import { memo, useMemo, type CSSProperties, type ReactNode } from 'react';
import { useSharedTranslation } from '../../runtime/i18n/useSharedTranslation';
import type { Settings } from '../../model/document/types';
import type { DragSource } from '../services/dragSession';

interface Props {
  dragId: string;
  type: string;
  settings?: Settings;
  label?: string;
  style?: CSSProperties;
  className?: string;
  title?: string;
  attributes?: Record<string, string>;
  children: ReactNode;
}

export const NewWidgetSource = memo(function NewWidgetSource({ dragId, type, settings, label, style, className, title, attributes: extra, children }: Props) {
  const { t } = useSharedTranslation('editor');
  const data = useMemo(
    () => ({ immediate: true, source: { origin: 'palette', ids: [], newType: type, newSettings: settings, newLabel: label } satisfies DragSource }),
    [type, settings, label],
  );
  const { attributes, listeners, setNodeRef } = useDraggable({ id: dragId, data, attributes: { roleDescription: t('dnd.roleDescription') } });
  return (
    <div ref={setNodeRef} {...attributes} {...listeners} {...extra} title={title} style={style} className={className}>
      {children}
    </div>
  );
});
