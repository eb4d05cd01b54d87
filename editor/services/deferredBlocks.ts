/**
 * Parts of a view that render after its open, one per idle moment (docs/editor.md, "Opening fast"): the canvas's
 * large blocks after the first screen (editor/canvas/deferredBlocks.ts) and the outline's child lists after its first
 * rows (editor/outline/deferredOutline.ts). A waiting part whose box comes near the view goes first; a part holding
 * a selected widget renders at once. Only the open is split: a part, once rendered, stays.
 */
import { whenIdle } from '../../runtime/hooks/whenIdle';
import type { DocumentIndex } from '../model/document/documentIndex';

/** How far outside the view a waiting block's box counts as near (a fraction of the view's height). */
const NEAR_VIEW_MARGIN = '50% 0px';
/** Longest wait for an idle moment before the next block renders anyway. */
const IDLE_TIMEOUT_MS = 500;

/** The parts of one opened view still waiting to render, as a keyed source: each part's component subscribes to itself. */
export class DeferredBlocks {
  /** In document order (a Set keeps insertion order). */
  private readonly waiting: Set<string>;
  private readonly listeners = new Map<string, () => void>();
  private readonly boxes = new Map<string, Element>();
  private readonly idOfBox = new Map<Element, string>();
  /** Waiting blocks whose box came near the view: they go first. */
  private readonly near = new Set<string>();
  private observer: IntersectionObserver | null = null;

  constructor(ids: readonly string[]) {
    this.waiting = new Set(ids);
  }

  isDeferred(id: string): boolean {
    return this.waiting.has(id);
  }

  /** One listener per block: the widget that shows it. */
  subscribe(id: string, listener: () => void): () => void {
    if (!this.waiting.has(id)) return noop;
    this.listeners.set(id, listener);
    return () => {
      if (this.listeners.get(id) === listener) this.listeners.delete(id);
    };
  }

  /** Renders the block `id` now (nothing when it does not wait). */
  release(id: string): void {
    if (!this.waiting.delete(id)) return;
    this.near.delete(id);
    this.forget(id);
    this.listeners.get(id)?.();
    this.listeners.delete(id);
  }

  /** Renders every waiting block that holds one of `ids` (a selected widget must be there to be shown and edited). */
  releaseAround(ids: readonly string[], index: DocumentIndex): void {
    if (this.waiting.size === 0) return;
    for (const id of ids) for (const ancestor of index.ancestors(id)) if (this.waiting.has(ancestor)) this.release(ancestor);
  }

  /** The empty box a waiting block shows, watched for coming near the view; returns the function that stops watching. */
  watch(id: string, box: Element): () => void {
    if (!this.waiting.has(id)) return noop;
    this.forget(id);
    this.boxes.set(id, box);
    this.idOfBox.set(box, id);
    this.observer?.observe(box);
    return () => {
      if (this.boxes.get(id) === box) this.forget(id);
    };
  }

  private forget(id: string): void {
    const box = this.boxes.get(id);
    if (!box) return;
    this.observer?.unobserve(box);
    this.boxes.delete(id);
    this.idOfBox.delete(box);
  }

  /**
   * Renders the waiting blocks, one per idle moment: those whose box came near the view of `scroller` (the canvas,
   * the outline's pane) first, then in document order. Returns the function that stops (the page closed).
   */
  start(scroller: Element): () => void {
    if (this.waiting.size === 0) return noop;
    if (typeof IntersectionObserver === 'function') {
      this.observer = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          const id = entry.isIntersecting ? this.idOfBox.get(entry.target) : undefined;
          if (id) this.near.add(id);
        }
      }, { root: scroller, rootMargin: NEAR_VIEW_MARGIN });
      for (const box of this.boxes.values()) this.observer.observe(box);
    }
    let cancel = noop;
    const next = () => {
      const first = (this.near.size > 0 ? this.near : this.waiting).values().next();
      if (first.done) return;
      this.release(first.value);
      cancel = whenIdle(next, IDLE_TIMEOUT_MS);
    };
    cancel = whenIdle(next, IDLE_TIMEOUT_MS);
    return () => {
      cancel();
      this.observer?.disconnect();
      this.observer = null;
    };
  }
}

const noop = () => {};
