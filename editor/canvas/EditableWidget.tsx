/**
 * Edit-mode decoration of one rendered widget (through the renderer's `wrapWidget`): the same element with
 * data-selected / data-hovered for the outlines, a roving tab stop, its name shown while hovered or
 * selected (a CSS label from `data-widget-label`, so it never becomes part of the widget's text), and its
 * element registered for hit testing. Subscribes to its own flags only. (Widgets draw their own edit-mode
 * placeholders, e.g. RouterOutlet's "subpages appear here", from the renderer's edit mode.) A widget that renders
 * nothing gets a placeholder box after each render (emptyWidget.ts; the canvas re-checks widgets whose content changes later), so every
 * widget stays visible and clickable. Large blocks are marked to be drawn only near the viewport (offscreenSkipping.ts),
 * and those after the first part of a large page render after the open (deferredBlocks.ts).
 */
import { cloneElement, useCallback, useContext, useLayoutEffect, useState, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import type { RenderNode } from '../../runtime/render/nodeSource';
import { i18next } from '../../runtime/i18n';
import { widgetTitle } from '../dragdrop/announcements';
import { DRAG_INSTRUCTIONS_ID } from '../dragdrop/instructions';
import { emptyPlaceholder, markEmptyWidget } from './emptyWidget';
import { isSkippable } from './offscreenSkipping';
import { DeferredBlocksContext } from './deferredBlocksContext';
import { useEditorServices } from '../services/editorServices';
import { HOVERED, SELECTED, TAB_STOP } from '../services/widgetFlags';

export function EditableWidget({ node, element }: { node: RenderNode; element: ReactElement<Record<string, unknown>> }) {
  const { flags, elements, store } = useEditorServices();
  const subscribe = useCallback((listener: () => void) => flags.subscribe(node.id, listener), [flags, node.id]);
  const value = useSyncExternalStore(subscribe, () => flags.get(node.id));
  const selected = (value & SELECTED) !== 0;
  const hovered = (value & HOVERED) !== 0;
  // Only a widget whose block waits when it mounts ever waits (a block, once rendered, stays), so only such a widget
  // gets the part that watches its block: the others, nearly every widget, are spared a subscription and its effects.
  const blocks = useContext(DeferredBlocksContext);
  const [waitedAtMount] = useState(() => blocks.isDeferred(node.id));
  // After every render: the widget's element changes with its node (WidgetView renders this again then).
  useLayoutEffect(() => {
    const rendered = elements.widgets.get(node.id);
    if (rendered) markEmptyWidget(rendered, () => emptyPlaceholder(node.type));
  });
  const props = {
    ref: elements.widgets.ref(node.id),
    tabIndex: value & TAB_STOP ? 0 : -1,
    'aria-describedby': DRAG_INSTRUCTIONS_ID,
    'data-selected': selected ? 'true' : undefined,
    'data-hovered': hovered ? 'true' : undefined,
    // Read when shown (hover, selection), which re-renders this widget anyway.
    'data-widget-label': selected || hovered ? widgetTitle(i18next.t, node.type) : undefined,
    // Judged when this widget renders (its own slots changed): a grown grandchild list is noticed later; either is fine.
    'data-canvas-skippable': isSkippable(store.index.node(node.id)) ? '' : undefined,
  };
  return waitedAtMount
    ? cloneElement(element, props, <DeferredContent id={node.id} content={element.props.children as ReactNode} />)
    : cloneElement(element, props);
}

/** A large block waiting to render (deferredBlocks.ts) shows an empty box instead of its content until released. */
function DeferredContent({ id, content }: { id: string; content: ReactNode }) {
  const blocks = useContext(DeferredBlocksContext);
  const subscribe = useCallback((listener: () => void) => blocks.subscribe(id, listener), [blocks, id]);
  const deferred = useSyncExternalStore(subscribe, () => blocks.isDeferred(id));
  const watchBox = useCallback((box: HTMLDivElement | null) => (box ? blocks.watch(id, box) : undefined), [blocks, id]);
  return deferred ? <div data-canvas-deferred="" ref={watchBox} /> : content;
}
