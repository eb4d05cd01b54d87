/**
 * The canvas: the runtime renderer in edit mode on the shown page, inside a frame as wide as the chosen
 * viewport. Selection, hover and the start of drags are handled here once for all widgets (event
 * delegation), so no widget carries handlers of its own and none is a draggable of its own.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppNavigation } from '../../runtime/app/navigation';
import { NavigationContext } from '../../runtime/app/navigation';
import { Render } from '../../runtime/render/Render';
import { DelegatedDragSource, type DragStarter } from '../dragdrop/DelegatedDragSource';
import { DroppableArea } from '../dragdrop/DroppableArea';
import { isTypingTarget } from '../services/shortcuts';
import { useEditorServices } from '../services/editorServices';
import { useEditorStore } from '../store/context';
import { selectActiveEntry } from '../store/state';
import { CANVAS_CSS } from './canvasStyles';
import { editExtensions } from './editExtensions';
import { InlineTextEditor, type InlineEdit } from './InlineTextEditor';
import { SelectionBar } from './SelectionBar';
import { SelectionBreadcrumb } from './SelectionBreadcrumb';
import { inlineTextSetting } from '../model/rules/inlineText';
import { RefusalNotice } from './RefusalNotice';
import { usePageRuntime } from './usePageRuntime';
import { usePageCode } from './usePageCode';
import { emptyPlaceholder, watchEmptyWidgets } from './emptyWidget';
import { DeferredBlocks } from '../services/deferredBlocks';
import { useReleasingBlocks } from '../services/useReleasingBlocks';
import { planDeferredBlocks } from './deferredBlocks';
import type { Viewport } from '../ui/viewports';

const CANVAS_DRAG_SOURCE = 'canvas-selection';

/**
 * The element of the document widget under `target`. Widgets the document does not hold (the inner widgets of
 * a compound instance, with ids scoped to the instance) are not editable: the instance itself is the widget.
 */
function widgetElementOf(target: EventTarget | null, canvas: HTMLElement | null, inDocument: (id: string) => boolean): HTMLElement | null {
  if (!(target instanceof Element) || !canvas) return null;
  let element = target.closest<HTMLElement>('[data-widget-id]');
  while (element && !inDocument(element.dataset.widgetId!)) element = element.parentElement?.closest<HTMLElement>('[data-widget-id]') ?? null;
  return element && canvas.contains(element) ? element : null;
}

/** The editor's own controls drawn inside the canvas (marked `data-canvas-chrome`), which are not the page. */
const isCanvasChrome = (target: EventTarget | null) => target instanceof Element && target.closest('[data-canvas-chrome]') !== null;

export function Canvas({ viewport }: { viewport: Viewport }) {
  const { t } = useTranslation('editor');
  const services = useEditorServices();
  const { store, registry, controller } = services;
  const rootId = useEditorStore((state) => selectActiveEntry(state)?.widget.id ?? null);
  const activePath = useEditorStore((state) => state.activePath);
  const page = usePageRuntime(store, registry, rootId);
  const codeReady = usePageCode(store, registry, rootId);
  const canvas = useRef<HTMLDivElement>(null);
  const starter = useRef<DragStarter>(null);
  const [inlineEdit, setInlineEdit] = useState<InlineEdit | null>(null);
  const closeInlineEdit = useCallback(() => setInlineEdit(null), []);
  // Widgets in the canvas do not navigate: links and buttons are for selecting here.
  const navigation = useMemo<AppNavigation>(
    () => ({ basePath: '', path: activePath, params: {}, query: new URLSearchParams(), navigate: () => {} }),
    [activePath],
  );

  const inDocument = (id: string) => store.index.has(id);

  // A large page renders its first part at once and the rest right after (deferredBlocks.ts); planned per opened page.
  const blocks = useMemo(() => new DeferredBlocks(planDeferredBlocks(rootId === null ? undefined : store.index.node(rootId))), [store, rootId]);
  useReleasingBlocks(blocks, canvas, codeReady);
  const extensions = useMemo(() => editExtensions(services, blocks), [services, blocks]);

  // Widgets render inside the canvas after their decoration checked them (late code chunks, loaded data).
  useEffect(() => watchEmptyWidgets(canvas.current!, (element) => emptyPlaceholder(element.dataset.widgetType ?? '')), []);

  /** The widgets a drag of `id` moves: the whole selection when it includes `id`, else `id` alone. */
  const dragged = (id: string) => {
    const selection = store.getState().selection;
    const ids = selection.includes(id) ? selection : [id];
    return ids.filter((candidate) => store.index.get(candidate)?.parentId != null);
  };

  /** Starts dragging from the widget's element (a press on the widget, or on the action bar's handle). */
  const startDrag = (event: PointerEvent, element: HTMLElement) => {
    const ids = dragged(element.dataset.widgetId!);
    if (ids.length > 0) starter.current?.pointerDown(event, element, { origin: 'canvas', ids });
  };
  const startKeyboardDrag = (event: KeyboardEvent, element: HTMLElement) => {
    const ids = dragged(element.dataset.widgetId!);
    if (ids.length > 0) starter.current?.keyDown(event, element, { origin: 'canvas', ids });
  };

  const onClickCapture = (event: MouseEvent) => {
    if (controller.active) return; // a click on a drop zone during a keyboard drag drops there
    if (isCanvasChrome(event.target)) return; // the action bar, the breadcrumb, the inline text field
    event.preventDefault(); // no link navigation or form submission while editing
    const element = widgetElementOf(event.target, canvas.current, inDocument);
    const state = store.getState();
    if (!element) return state.select([]);
    const id = element.dataset.widgetId!;
    if (event.shiftKey || event.ctrlKey || event.metaKey) state.toggleSelected(id);
    else state.select([id]);
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0 || isTypingTarget(event.target) || isCanvasChrome(event.target)) return;
    const element = widgetElementOf(event.target, canvas.current, inDocument);
    if (element) startDrag(event, element);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const element = event.target as HTMLElement;
    if (!element.matches?.('[data-widget-id]') || (event.key !== ' ' && event.key !== 'Enter')) return;
    startKeyboardDrag(event, element);
  };

  /** Double-click on a text-like widget edits its text in place. */
  const onDoubleClick = (event: MouseEvent) => {
    const element = widgetElementOf(event.target, canvas.current, inDocument);
    const id = element?.dataset.widgetId;
    const setting = id ? inlineTextSetting(store.index.node(id)?.type ?? '') : null;
    if (!id || !setting) return;
    event.preventDefault();
    store.getState().select([id]);
    setInlineEdit({ id, setting });
  };

  /** Shift-, Ctrl- and Cmd-click add to the selection; the browser must not select page text with them. */
  const onMouseDown = (event: MouseEvent) => {
    if ((event.shiftKey || event.ctrlKey || event.metaKey) && !isTypingTarget(event.target)) event.preventDefault();
  };

  const onPointerOver = (event: PointerEvent) => {
    if (event.buttons !== 0) return;
    const element = widgetElementOf(event.target, canvas.current, inDocument);
    store.getState().hover(element ? element.dataset.widgetId! : null);
  };

  return (
    <div
      ref={canvas}
      data-testid="canvas"
      data-canvas-root=""
      data-viewport={viewport.id}
      className="bk-canvas"
      role="region"
      aria-label={t('canvas.label')}
      onClickCapture={onClickCapture}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      onPointerOver={onPointerOver}
      onDoubleClick={onDoubleClick}
      onMouseDown={onMouseDown}
      onPointerLeave={() => store.getState().hover(null)}
    >
      <style>{CANVAS_CSS}</style>
      <DelegatedDragSource id={CANVAS_DRAG_SOURCE} handle={starter} />
      <RefusalNotice />
      <div className="bk-canvas-frame" style={{ width: viewport.width ?? '100%', maxWidth: viewport.width ? undefined : '100%' }}>
        <DroppableArea id="canvas">
          <NavigationContext.Provider value={navigation}>
            {page && !codeReady ? <p className="bk-canvas-loading" role="status">{t('canvas.loading')}</p> : null}
            {page && codeReady ? (
              <Render source={page.source} registry={registry} engine={page.engine} extensions={extensions} />
            ) : null}
          </NavigationContext.Provider>
        </DroppableArea>
      </div>
      <SelectionBar canvas={canvas} onHandlePointerDown={startDrag} onHandleKeyDown={startKeyboardDrag} />
      {inlineEdit ? <InlineTextEditor key={inlineEdit.id} edit={inlineEdit} canvas={canvas} onClose={closeInlineEdit} /> : null}
      <SelectionBreadcrumb />
    </div>
  );
}
