/**
 * Fetching the widgets' code when the editor opens. The widgets the document uses come first, all in parallel, so
 * the canvas waits for nothing else; every other widget's code follows a little later, once the browser is idle,
 * so a widget dropped from the palette later shows at once without its chunks competing with the editor's
 * start-up (a widget dropped before that fetches its own code when it first renders).
 */
import { walkDocument, type AnyDocument } from '../../model/document/tree';
import type { WidgetRegistry } from '../../runtime/registry/registry';
import { whenIdle } from '../services/whenIdle';

/** Widget types that occur in the document (every page), each once. */
export function documentWidgetTypes(document: AnyDocument): Set<string> {
  const types = new Set<string>();
  walkDocument(document, (node) => {
    types.add(node.type);
  });
  return types;
}

/** How long after the document's widgets the others wait: the canvas of a large page is still being built. */
const REST_DELAY_MS = 2000;
/** Longest wait for an idle moment after that (a large page on a slow machine keeps the browser busy longer). */
const REST_IDLE_TIMEOUT_MS = 10_000;

const report = (error: unknown) => console.error('Loading widget code failed:', error);

/**
 * Starts fetching: the document's widgets now, then, after those and an idle moment, all others. Returns a stop
 * function for when the editor closes, so a closed editor does not go on fetching every widget's code.
 */
export function preloadEditorWidgets(registry: WidgetRegistry, document: AnyDocument): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const preloadRest = () => {
    if (!stopped) void registry.preload(registry.types()).catch(report);
  };
  registry
    .preload(documentWidgetTypes(document))
    .catch(report)
    .finally(() => {
      if (!stopped) timer = setTimeout(() => whenIdle(preloadRest, REST_IDLE_TIMEOUT_MS), REST_DELAY_MS);
    });
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
