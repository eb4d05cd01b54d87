/**
 * The outline: the page's widget tree. Click selects (Shift/Ctrl add), the arrow keys walk it (Up/Down
 * between rows, Right/Left open and close), Space or Enter picks a widget up for a keyboard drag, and rows
 * are drag sources and drop targets like the canvas. One set of handlers serves all rows.
 */
import { useMemo, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DelegatedDragSource, type DragStarter } from '../dragdrop/DelegatedDragSource';
import { DroppableArea } from '../dragdrop/DroppableArea';
import { useEditorServices } from '../services/editorServices';
import { useActiveNodeSource } from '../store/context';
import { DeferredBlocks } from '../services/deferredBlocks';
import { useReleasingBlocks } from '../services/useReleasingBlocks';
import { DeferredOutlineContext, planDeferredOutline } from './deferredOutline';
import { OutlineNode } from './OutlineNode';

const OUTLINE_DRAG_SOURCE = 'outline-selection';

const CSS = `
.bk-outline-row { display: flex; align-items: center; gap: 2px; font-size: 13px; line-height: 22px; cursor: pointer; border-radius: 3px; white-space: nowrap; user-select: none; touch-action: none; }
.bk-outline-row:hover { background: #edf2f7; }
.bk-outline-row[aria-selected="true"] { background: #bee3f8; }
.bk-outline-row:focus-visible { outline: 2px solid #3182ce; outline-offset: -2px; }
.bk-outline-toggle { width: 16px; flex: 0 0 16px; border: 0; background: transparent; padding: 0; cursor: pointer; font-size: 11px; color: #4a5568; }
.bk-outline-slot { font-size: 11px; color: #4a5568; font-style: italic; line-height: 18px; }
`;

function rowOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>('[data-outline-row]') : null;
}

export function Outline() {
  const { t } = useTranslation('editor');
  const { store, controller } = useEditorServices();
  const source = useActiveNodeSource();
  const tree = useRef<HTMLDivElement>(null);
  const pane = useRef<HTMLElement>(null);
  const starter = useRef<DragStarter>(null);
  // A large page's rows come in parts (deferredOutline.ts); planned per shown tree.
  const waiting = useMemo(() => new DeferredBlocks(planDeferredOutline(source?.rootId, (id) => source?.getNode(id)?.slots)), [source]);
  useReleasingBlocks(waiting, pane);

  const dragged = (id: string) => {
    const selection = store.getState().selection;
    return (selection.includes(id) ? selection : [id]).filter((candidate) => store.index.get(candidate)?.parentId != null);
  };

  const onClick = (event: MouseEvent) => {
    const row = rowOf(event.target);
    if (!row || controller.active) return;
    const id = row.dataset.outlineRow!;
    if (event.shiftKey || event.ctrlKey || event.metaKey) store.getState().toggleSelected(id);
    else store.getState().select([id]);
  };

  const onPointerDown = (event: PointerEvent) => {
    const row = rowOf(event.target);
    if (event.button !== 0 || !row || (event.target as Element).closest('[data-outline-toggle]')) return;
    const ids = dragged(row.dataset.outlineRow!);
    if (ids.length > 0) starter.current?.pointerDown(event, row, { origin: 'outline', ids });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const row = rowOf(event.target);
    if (!row || event.target !== row || event.ctrlKey || event.metaKey || event.altKey) return;
    const id = row.dataset.outlineRow!;
    if (event.key === ' ' || event.key === 'Enter') {
      if (event.shiftKey) return;
      const ids = dragged(id);
      if (ids.length > 0) starter.current?.keyDown(event, row, { origin: 'outline', ids });
      return;
    }
    const rows = [...(tree.current?.querySelectorAll<HTMLElement>('[data-outline-row]') ?? [])];
    const at = rows.indexOf(row);
    const go = (next: HTMLElement | undefined) => {
      if (!next) return;
      event.preventDefault();
      store.getState().select([next.dataset.outlineRow!]);
      next.focus();
    };
    if (event.key === 'ArrowDown') go(rows[at + 1]);
    else if (event.key === 'ArrowUp') go(rows[at - 1]);
    else if (event.key === 'Home') go(rows[0]);
    else if (event.key === 'End') go(rows[rows.length - 1]);
    else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      const expanded = row.dataset.expanded === 'true';
      const toggle = row.querySelector<HTMLButtonElement>('[data-outline-toggle]');
      event.preventDefault();
      if (event.key === 'ArrowRight' && toggle && !expanded) toggle.click();
      else if (event.key === 'ArrowRight' && expanded) go(rows[at + 1]);
      else if (event.key === 'ArrowLeft' && toggle && expanded) toggle.click();
      else if (event.key === 'ArrowLeft') {
        const parentId = store.index.get(id)?.parentId;
        if (parentId) go(rows.find((candidate) => candidate.dataset.outlineRow === parentId));
      }
    }
  };

  return (
    <section ref={pane} data-testid="outline" aria-label={t('outline.title')} style={{ overflow: 'auto', height: '100%', padding: '4px 0' }}>
      <style>{CSS}</style>
      <DelegatedDragSource id={OUTLINE_DRAG_SOURCE} handle={starter} />
      <DroppableArea id="outline">
        <div ref={tree} onClick={onClick} onPointerDown={onPointerDown} onKeyDown={onKeyDown}>
          <ul role="tree" aria-label={t('outline.title')} style={{ margin: 0, padding: 0 }}>
            <DeferredOutlineContext.Provider value={waiting}>
              {source ? <OutlineNode id={source.rootId} depth={0} source={source} /> : null}
            </DeferredOutlineContext.Provider>
          </ul>
        </div>
      </DroppableArea>
    </section>
  );
}
