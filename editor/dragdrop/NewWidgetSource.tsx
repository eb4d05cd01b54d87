/**
 * A palette entry's drag source: dragged with the pointer (the drag starts on pointer-down, so drop zones appear at
 * once) or with Space or Enter for a keyboard drag. A click without moving inserts the widget after the selection.
 * `settings` start the new widget (a compound instance's compoundId), `label` names it while dragged.
 *
 * All entries share one dnd-kit draggable (`NewWidgetDrag`, rendered once by EditorDndProvider): an entry only hands
 * its element and what it makes to that source when pressed. An entry is a plain element with no hooks of its own
 * beyond reading the context: with one `useDraggable` and one translation subscription per entry, the palette's
 * ~160 entries added about 1,900 effects to the editor's open (docs/editor.md, "Opening fast").
 */
import { createContext, memo, useContext, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { useSharedTranslation } from '../../runtime/i18n/useSharedTranslation';
import type { Settings } from '../../model/document/types';
import type { DragSource } from '../services/dragSession';
import { DelegatedDragSource, type DragStarter } from './DelegatedDragSource';
import { DRAG_INSTRUCTIONS_ID } from './instructions';

interface NewWidgetStarter extends DragStarter {
  /** "draggable widget" in the builder's language, for the entries' aria-roledescription. */
  roleDescription: string;
}

const NewWidgetDragContext = createContext<NewWidgetStarter | null>(null);

const NEW_WIDGET_DRAG_SOURCE = 'palette-entry';
/** Palette entries start a pointer drag at once (EditorDndProvider's activation constraint). */
const IMMEDIATE = { immediate: true };

/** The palette entries' one draggable; the entries below it start drags through it. */
export function NewWidgetDrag({ children }: { children?: ReactNode }) {
  const { t } = useSharedTranslation('editor');
  const starter = useRef<DragStarter>(null);
  const roleDescription = t('dnd.roleDescription');
  const value = useMemo<NewWidgetStarter>(
    () => ({
      roleDescription,
      pointerDown: (event, element, source) => starter.current?.pointerDown(event, element, source),
      keyDown: (event, element, source) => starter.current?.keyDown(event, element, source),
    }),
    [roleDescription],
  );
  return (
    <NewWidgetDragContext.Provider value={value}>
      <DelegatedDragSource id={NEW_WIDGET_DRAG_SOURCE} data={IMMEDIATE} handle={starter} />
      {children}
    </NewWidgetDragContext.Provider>
  );
}

interface Props {
  type: string;
  settings?: Settings;
  label?: string;
  style?: CSSProperties;
  className?: string;
  title?: string;
  attributes?: Record<string, string>;
  children: ReactNode;
}

export const NewWidgetSource = memo(function NewWidgetSource({ type, settings, label, style, className, title, attributes, children }: Props) {
  const starter = useContext(NewWidgetDragContext);
  const source = (): DragSource => ({ origin: 'palette', ids: [], newType: type, newSettings: settings, newLabel: label });
  return (
    <div
      role="button"
      tabIndex={0}
      aria-disabled={false}
      aria-roledescription={starter?.roleDescription}
      aria-describedby={DRAG_INSTRUCTIONS_ID}
      onPointerDown={(event) => starter?.pointerDown(event, event.currentTarget, source())}
      onKeyDown={(event) => starter?.keyDown(event, event.currentTarget, source())}
      {...attributes}
      title={title}
      style={style}
      className={className}
    >
      {children}
    </div>
  );
});
