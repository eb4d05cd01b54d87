/**
 * One widget in the outline tree and, when open, its children (per slot). Like a canvas widget it hears
 * only about its own node and its own flags; containers start open for the first two levels and open by
 * themselves when the selection moves inside them.
 */
import { memo, useCallback, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSharedTranslation } from '../../runtime/i18n/useSharedTranslation';
import type { NodeSource } from '../../runtime/render/nodeSource';
import { REVEALED, SELECTED, TAB_STOP } from '../services/widgetFlags';
import { slotTitle, widgetTitle } from '../dragdrop/announcements';
import { COMPOUND_WIDGET_TYPE } from '../../model/compound/ids';
import { useCompoundDocument } from '../../runtime/widgets/compound/useCompoundDocument';
import { DRAG_INSTRUCTIONS_ID } from '../dragdrop/instructions';
import { useEditorServices } from '../services/editorServices';
import { DeferredOutlineContext, OUTLINE_OPEN_LEVELS } from './deferredOutline';

const INDENT = 14;

const OUTLINE_NAMESPACES = ['editor', 'widgets'] as const;

export const OutlineNode = memo(function OutlineNode({ id, depth, source }: { id: string; depth: number; source: NodeSource }) {
  const { t } = useSharedTranslation(OUTLINE_NAMESPACES);
  const { flags, elements } = useEditorServices();
  const node = useSyncExternalStore(useCallback((listener: () => void) => source.subscribe(id, listener), [source, id]), () => source.getNode(id));
  const value = useSyncExternalStore(useCallback((listener: () => void) => flags.subscribe(id, listener), [flags, id]), () => flags.get(id));
  // On a large page, the child list of a container reached late waits for an idle moment (deferredOutline.ts). Only a
  // row whose list waits when it mounts ever waits, so only such a row watches it (ReleasedList).
  const waiting = useContext(DeferredOutlineContext);
  const [waitedAtMount] = useState(() => waiting.isDeferred(id));
  const revealed = (value & REVEALED) !== 0;
  const [toggled, setToggled] = useState<boolean | null>(null);
  // When the selection moves inside this widget, it opens again even if the user had closed it.
  const [wasRevealed, setWasRevealed] = useState(revealed);
  if (revealed !== wasRevealed) {
    setWasRevealed(revealed);
    if (revealed) setToggled(null);
  }
  const selected = (value & SELECTED) !== 0;
  useEffect(() => {
    if (!selected) return;
    // In the next frame, outside the commit that selected it: the canvas update is not held up by a layout.
    const frame = requestAnimationFrame(() => elements.outlineRows.get(id)?.scrollIntoView?.({ block: 'nearest' }));
    return () => cancelAnimationFrame(frame);
  }, [selected, elements, id]);
  if (!node) return null;
  const slots = Object.entries(node.slots).filter(([, children]) => children.length > 0);
  const hasChildren = slots.length > 0;
  const open = hasChildren && (toggled ?? (depth < OUTLINE_OPEN_LEVELS || revealed));
  const list = open ? (
    <ul role="group" style={{ margin: 0, padding: 0 }}>
      {slots.map(([slot, children]) => (
        <SlotChildren key={slot} slot={slot} showName={Object.keys(node.slots).length > 1} ids={children} depth={depth + 1} source={source} />
      ))}
    </ul>
  ) : null;
  return (
    <li role="none" style={{ listStyle: 'none' }}>
      <div
        ref={elements.outlineRows.ref(id)}
        role="treeitem"
        data-testid="outline-item"
        data-widget-id={id}
        data-outline-row={id}
        data-expanded={open ? 'true' : 'false'}
        aria-level={depth + 1}
        aria-selected={selected}
        aria-expanded={hasChildren ? open : undefined}
        tabIndex={value & TAB_STOP ? 0 : -1}
        aria-describedby={DRAG_INSTRUCTIONS_ID}
        className="bk-outline-row"
        style={{ paddingLeft: 4 + depth * INDENT }}
      >
        {hasChildren ? (
          <button
            type="button"
            data-outline-toggle=""
            tabIndex={-1}
            aria-label={t(open ? 'outline.collapse' : 'outline.expand')}
            onClick={(event) => {
              event.stopPropagation();
              waiting.release(id);
              setToggled(!open);
            }}
            className="bk-outline-toggle"
          >
            {open ? '▾' : '▸'}
          </button>
        ) : (
          <span className="bk-outline-toggle" aria-hidden="true" />
        )}
        <span>{node.type === COMPOUND_WIDGET_TYPE ? <CompoundName compoundId={String(node.settings?.compoundId ?? '')} /> : widgetTitle(t, node.type)}</span>
      </div>
      {list && waitedAtMount ? <ReleasedList id={id}>{list}</ReleasedList> : list}
    </li>
  );
});

/** The child list of a row whose list waited when the row mounted: shown once the outline releases it. */
function ReleasedList({ id, children }: { id: string; children: ReactNode }) {
  const waiting = useContext(DeferredOutlineContext);
  const wait = useSyncExternalStore(useCallback((listener: () => void) => waiting.subscribe(id, listener), [waiting, id]), () => waiting.isDeferred(id));
  return wait ? null : children;
}

function SlotChildren({ slot, showName, ids, depth, source }: { slot: string; showName: boolean; ids: readonly string[]; depth: number; source: NodeSource }) {
  const { t } = useSharedTranslation('editor');
  return (
    <>
      {showName ? (
        <li role="none" className="bk-outline-slot" style={{ paddingLeft: 4 + depth * INDENT }}>
          {slotTitle(t, slot)}
        </li>
      ) : null}
      {ids.map((childId) => (
        <OutlineNode key={childId} id={childId} depth={depth} source={source} />
      ))}
    </>
  );
}

/** A compound instance is named by its compound ("Produktkarte"), from the document the canvas loaded too. */
function CompoundName({ compoundId }: { compoundId: string }) {
  const { t } = useTranslation(['editor', 'widgets']);
  const compound = useCompoundDocument(compoundId);
  return <>{compound.status === 'success' ? compound.data.name : widgetTitle(t, COMPOUND_WIDGET_TYPE)}</>;
}
