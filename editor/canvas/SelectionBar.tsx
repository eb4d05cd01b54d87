/**
 * The action bar on the selected widget (one selected widget): a drag handle, duplicate, delete and select parent,
 * drawn at the widget's top right inside the canvas, so it scrolls with the page. When the selection changes to a
 * widget that is out of view (chosen in the outline or the breadcrumb), the canvas scrolls to it.
 */
import { useLayoutEffect, useRef, type KeyboardEvent, type PointerEvent, type ReactNode, type RefObject } from 'react';
import { PlainButton } from '../../runtime/ui/plain/PlainButton';
import { CopyPlus, CornerLeftUp, GripVertical, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { runCommand } from '../services/commands';
import { useEditorServices } from '../services/editorServices';
import type { ShortcutCommand } from '../services/shortcuts';
import { useEditorStore } from '../store/context';
import { boxInCanvas, revealInCanvas } from './canvasGeometry';

const BAR_HEIGHT = 28;
/** What Chakra's IconButton adds to its Button: no padding (a square of the size's minimum width). */
const ICON_BUTTON = { paddingInline: 0, paddingBlock: 0 } as const;

export interface SelectionBarProps {
  canvas: RefObject<HTMLDivElement | null>;
  /** Starts dragging the selection from the handle (pointer, or Space/Enter on the focused handle). */
  onHandlePointerDown(event: PointerEvent, element: HTMLElement): void;
  onHandleKeyDown(event: KeyboardEvent, element: HTMLElement): void;
}

export function SelectionBar({ canvas, onHandlePointerDown, onHandleKeyDown }: SelectionBarProps) {
  const { t } = useTranslation('editor');
  const { store, registry, elements } = useEditorServices();
  const selected = useEditorStore((state) => (state.selection.length === 1 ? state.selection[0] : null));
  const bar = useRef<HTMLDivElement>(null);

  // Placed on the DOM directly, without a render of its own: in the next frame (before it is painted) when the
  // selection changes and after an edit of the document (a move, or a widget before it growing), and when the
  // widget's size changes. An edit does not render the bar again, and reading the layout waits for the frame: read
  // in the commit, it made the browser lay the page out inside the keystroke (a delete selects the parent), and
  // again for the frame.
  useLayoutEffect(() => {
    if (!selected || !canvas.current || !bar.current) return;
    let observed: HTMLElement | undefined;
    const place = () => {
      const element = elements.widgets.get(selected);
      if (!element || !canvas.current || !bar.current) return;
      if (element !== observed) {
        if (observed) observer?.unobserve(observed);
        observer?.observe(element);
        observed = element;
      }
      const box = boxInCanvas(element, canvas.current);
      // above the widget, or inside its top edge when there is no room above (the first widget of the page)
      bar.current.style.top = `${box.top >= BAR_HEIGHT ? box.top - BAR_HEIGHT : box.top}px`;
      bar.current.style.left = `${box.left + box.width}px`;
      bar.current.style.visibility = 'visible';
    };
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(place) : null;
    let frame = requestAnimationFrame(() => {
      frame = 0;
      const first = elements.widgets.get(selected);
      if (first && canvas.current) revealInCanvas(first, canvas.current);
      place();
    });
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.document !== previous.document && frame === 0) frame = requestAnimationFrame(() => { frame = 0; place(); });
    });
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
      observer?.disconnect();
    };
  }, [selected, elements, canvas, store]);

  // a page's root can be neither dragged, duplicated nor deleted, and has no parent
  if (!selected || store.index.get(selected)?.parentId == null) return null;
  const run = (command: ShortcutCommand) => runCommand(command, { store, registry });
  const element = () => elements.widgets.get(selected);
  const action = (command: ShortcutCommand, icon: ReactNode) => (
    <PlainButton key={command} look="2xs-solid-blue" style={ICON_BUTTON} testId={`canvas-action-${command}`} aria-label={t(`commands.${command}`)} title={t(`commands.${command}`)} onClick={() => run(command)}>
      {icon}
    </PlainButton>
  );
  // Plain elements (runtime/ui/plain): the bar renders again with every selection, a delete's among them, and Chakra's
  // buttons (a dozen components each) made that render part of what the delete key waited for.
  return (
    <div
      ref={bar}
      role="toolbar"
      aria-label={t('canvasActions.label')}
      data-testid="canvas-action-bar"
      data-for={selected}
      data-canvas-chrome=""
      className="bk-hstack"
      style={{ gap: '0.25rem', position: 'absolute', zIndex: 25, visibility: 'hidden', transform: 'translateX(-100%)', height: `${BAR_HEIGHT}px` }}
    >
      <PlainButton
        look="2xs-solid-blue"
        style={{ ...ICON_BUTTON, cursor: 'grab' }}
        testId="canvas-action-drag"
        aria-label={t('canvasActions.drag')}
        title={t('canvasActions.drag')}
        onPointerDown={(event) => {
          const target = element();
          if (event.button === 0 && target) onHandlePointerDown(event, target);
        }}
        onKeyDown={(event) => {
          const target = element();
          if ((event.key === ' ' || event.key === 'Enter') && target) onHandleKeyDown(event, target);
        }}
      >
        <GripVertical aria-hidden />
      </PlainButton>
      {action('selectParent', <CornerLeftUp aria-hidden />)}
      {action('duplicate', <CopyPlus aria-hidden />)}
      {action('delete', <Trash2 aria-hidden />)}
    </div>
  );
}
