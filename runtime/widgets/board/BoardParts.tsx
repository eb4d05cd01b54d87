import { useDraggable, useDroppable } from '@dnd-kit/core';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { columnDropId, type CardDragData } from './boardDnd';

/** One column and one card of the DndBoard, as dnd-kit's droppable and draggable. */
const columnStyle: CSSProperties = {
  flex: '1 1 220px', minWidth: 200, display: 'flex', flexDirection: 'column', gap: 8, padding: 8,
  background: '#f7fafc', border: '1px solid #e2e8f0', borderRadius: 6, minHeight: 120,
};

export function BoardColumnView({ value, label, count, children }: { value: string; label: string; count: number; children: ReactNode }) {
  const { t } = useTranslation('board');
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(value) });
  const headingId = useId();
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-testid="board-column"
      data-value={value}
      style={{ ...columnStyle, ...(isOver ? { background: '#ebf8ff', borderColor: '#3182ce' } : {}) }}
    >
      <h3 id={headingId} style={{ margin: 0, fontSize: 15, display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <span data-testid="board-column-label">{label}</span>
        <span style={{ fontWeight: 400, color: '#4a5568', fontSize: 13 }}>{t('board.count', { count })}</span>
      </h3>
      {count === 0 ? <p style={{ margin: 0, color: '#718096', fontSize: 13 }}>{t('board.emptyColumn')}</p> : null}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>{children}</ul>
    </section>
  );
}

const cardStyle: CSSProperties = {
  background: '#ffffff', border: '1px solid #cbd5e0', borderRadius: 6, padding: '8px 10px', boxShadow: '0 1px 2px rgba(0,0,0,0.06)',
};

export function CardContent({ title, description }: { title: string; description: string }) {
  return (
    <>
      <div data-testid="board-card-title" style={{ fontWeight: 600 }}>{title}</div>
      {description ? <div data-testid="board-card-description" style={{ fontSize: 13, color: '#4a5568', marginTop: 4 }}>{description}</div> : null}
    </>
  );
}

export function BoardCard({ id, title, description, column, disabled, saving }: {
  id: string; title: string; description: string; column: string; disabled: boolean; saving: boolean;
}) {
  const { t } = useTranslation('board');
  const data: CardDragData = { title, column };
  const { setNodeRef, attributes, listeners, isDragging } = useDraggable({
    id, data, disabled: disabled || saving, attributes: { roleDescription: t('board.dnd.roleDescription') },
  });
  return (
    <li
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      data-testid="board-card"
      data-card-id={id}
      aria-busy={saving || undefined}
      style={{ ...cardStyle, opacity: isDragging ? 0.4 : 1, cursor: disabled ? 'default' : saving ? 'progress' : 'grab', touchAction: disabled ? undefined : 'none' }}
    >
      <CardContent title={title} description={description} />
      {saving ? <div style={{ fontSize: 12, color: '#718096', marginTop: 4 }}>{t('board.saving')}</div> : null}
    </li>
  );
}
