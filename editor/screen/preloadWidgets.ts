/**
 * Fetching the widgets' code when the editor opens. The widgets the document uses come first (once the editor is shown:
 * the opened page's are loaded before its canvas renders), all in parallel; every other widget's code follows a little later, one widget per idle moment,
 * so a widget dropped from the palette later shows at once without its chunks competing with the editor's start-up
 * or with the builder's first clicks and keystrokes (a widget dropped before that fetches its own code when it first
 * renders). All of them at once held the main thread for most of a second (each import adds its chunks' preload
 * links and evaluates its modules): keystrokes typed meanwhile waited up to 50 ms each. Six per idle moment still
 * made tasks of 6-21 ms that a keystroke arriving during one waited behind; one makes 1-5 ms. And a builder typing or
 * clicking right after the open still met those: idle moments come between keystrokes too, so the others wait for a
 * second without input as well (runtime/hooks/inputQuiet.ts).
 */
import { walkDocument, type AnyDocument } from '../../model/document/tree';
import type { WidgetRegistry } from '../../runtime/registry/registry';
import { whenIdle } from '../../runtime/hooks/whenIdle';
import { watchInputQuiet, type InputQuiet } from '../../runtime/hooks/inputQuiet';

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
 * Starts fetching: the document's widgets now, then, after those and a quiet idle moment, all others. Returns a stop
 * function for when the editor closes, so a closed editor does not go on fetching every widget's code. `quiet` watches
 * the builder's input (the window's, unless a test passes its own).
 */
export function preloadEditorWidgets(registry: WidgetRegistry, document: AnyDocument, quiet: InputQuiet = watchInputQuiet()): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let rest: string[] | null = null;
  const preloadRest = () => {
    if (stopped) return;
    rest ??= registry.types();
    let next: string | undefined;
    do next = rest.shift();
    while (next !== undefined && !registry.codeMissing([next]));
    if (next === undefined) {
      quiet.stop(); // all there
      return;
    }
    void registry
      .preload([next])
      .catch(report)
      .finally(() => {
        if (!stopped) quiet.after(preloadRest, REST_IDLE_TIMEOUT_MS);
      });
  };
  // The opened page's widgets are there already (the canvas waited for them); the other pages' follow once the editor
  // is shown: walking a large document in the first render's effects was part of the open.
  const cancelStart = whenIdle(() => {
    registry
      .preload(documentWidgetTypes(document))
      .catch(report)
      .finally(() => {
        if (!stopped) timer = setTimeout(() => quiet.after(preloadRest, REST_IDLE_TIMEOUT_MS), REST_DELAY_MS);
      });
  });
  return () => {
    stopped = true;
    cancelStart();
    clearTimeout(timer);
    quiet.stop();
  };
}
