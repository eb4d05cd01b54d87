/**
 * The renderer's edit-mode extension points as the editor fills them, one set per canvas (they reach its services).
 *
 * Each widget's element gets (through the renderer's `decoration`, applied by the widget's own view): data-selected /
 * data-hovered for the outlines, a roving tab stop, its name shown while hovered or selected (a CSS label from
 * `data-widget-label`, so it never becomes part of the widget's text), its element registered for hit testing, and a
 * mark for large blocks drawn only near the viewport (offscreenSkipping.ts). Each widget's view subscribes to its own
 * flags only. A widget that renders nothing gets a placeholder box after each render (emptyWidget.ts; the canvas
 * re-checks widgets whose content changes later), so every widget stays visible and clickable. Large blocks after the
 * first part of a large page render after the open (deferredBlocks.ts): their content waits behind an empty box.
 * (Widgets draw their own edit-mode placeholders, e.g. RouterOutlet's "subpages appear here", from the edit mode.)
 */
import type { RenderExtensions, WidgetDecoration } from '../../runtime/render/extensions';
import type { RenderNode } from '../../runtime/render/nodeSource';
import { i18next } from '../../runtime/i18n';
import { widgetTitle } from '../dragdrop/announcements';
import { DRAG_INSTRUCTIONS_ID } from '../dragdrop/instructions';
import { SlotZone } from '../dragdrop/SlotZone';
import type { DeferredBlocks } from '../services/deferredBlocks';
import type { EditorServices } from '../services/editorServices';
import { HOVERED, SELECTED, TAB_STOP } from '../services/widgetFlags';
import { DeferredContent } from './DeferredContent';
import { emptyPlaceholder, markEmptyWidget } from './emptyWidget';
import { isSkippable } from './offscreenSkipping';

function canvasDecoration({ flags, elements, store }: EditorServices, blocks: DeferredBlocks): WidgetDecoration {
  return {
    subscribe: (id, listener) => flags.subscribe(id, listener),
    attributes(node: RenderNode) {
      const value = flags.get(node.id);
      const selected = (value & SELECTED) !== 0;
      const hovered = (value & HOVERED) !== 0;
      return {
        ref: elements.widgets.ref(node.id),
        tabIndex: value & TAB_STOP ? 0 : -1,
        'aria-describedby': DRAG_INSTRUCTIONS_ID,
        'data-selected': selected ? 'true' : undefined,
        'data-hovered': hovered ? 'true' : undefined,
        // Read when shown (hover, selection), which renders this widget's element again anyway.
        'data-widget-label': selected || hovered ? widgetTitle(i18next.t, node.type) : undefined,
        // Judged when this widget renders (its own slots changed): a grown grandchild list is noticed later; either is fine.
        'data-canvas-skippable': isSkippable(store.index.node(node.id)) ? '' : undefined,
      };
    },
    // Only a widget whose block waits when it mounts ever waits (a block, once rendered, stays), so only such a widget
    // gets the part that watches its block: the others, nearly every widget, are spared that subscription.
    waitsAtMount: (id) => blocks.isDeferred(id),
    waiting: (id, content) => <DeferredContent blocks={blocks} id={id} content={content} />,
    rendered(node) {
      const element = elements.widgets.get(node.id);
      if (element) markEmptyWidget(element, () => emptyPlaceholder(node.type));
    },
  };
}

/** The extensions of a canvas showing the page of `services`' store whose waiting blocks are `blocks`. */
export function editExtensions(services: EditorServices, blocks: DeferredBlocks): RenderExtensions {
  return Object.freeze({
    mode: 'edit',
    decoration: canvasDecoration(services, blocks),
    renderEmptySlot: (parentId: string, slot: string) => <SlotZone parentId={parentId} slot={slot} empty />,
    renderSlotEnd: (parentId: string, slot: string) => <SlotZone parentId={parentId} slot={slot} empty={false} />,
  });
}
