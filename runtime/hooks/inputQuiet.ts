import { whenIdle } from './whenIdle';

/**
 * Background work that should wait until the person using the page has stopped typing, clicking, scrolling or
 * dragging for a moment, not only for an idle moment: idle moments come between the frames of a typing burst too
 * (a key every 100 ms leaves most of each interval idle), and work started in one (a module import, its modules'
 * evaluation, its preload links) runs on in tasks that the next key then waits behind (docs/editor.md, "Speed on
 * large pages").
 */
export const INPUT_QUIET_MS = 1000;

/** Input that means someone is working right now (a pointer moved with a button held is a drag). */
const INPUT_EVENTS = ['keydown', 'pointerdown', 'pointermove', 'wheel'] as const;

export interface InputQuiet {
  /** Runs `run` at an idle moment once no input has come for the quiet time. Returns the function that calls it off. */
  after(run: () => void, idleTimeoutMs?: number): () => void;
  /** Stops watching input and calls off every waiting run. */
  stop(): void;
}

/**
 * Watches input on `target` (the window) from now on. `now` is the clock read when input comes and when a run is
 * due (`performance.now`); tests pass their own.
 */
export function watchInputQuiet(
  quietMs = INPUT_QUIET_MS,
  target: EventTarget | undefined = globalThis as unknown as EventTarget,
  now: () => number = () => globalThis.performance?.now() ?? Date.now(),
): InputQuiet {
  let lastInput = -Infinity;
  const onInput = (event: Event) => {
    if (event.type === 'pointermove' && !(event as PointerEvent).buttons) return; // a hover, not a drag
    lastInput = now();
  };
  const listen = { capture: true, passive: true } as const;
  for (const type of INPUT_EVENTS) target?.addEventListener?.(type, onInput, listen);
  const waiting = new Set<() => void>();

  const after: InputQuiet['after'] = (run, idleTimeoutMs) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelIdle: (() => void) | undefined;
    const cancel = () => {
      clearTimeout(timer);
      cancelIdle?.();
      waiting.delete(cancel);
    };
    const check = () => {
      const quietFor = now() - lastInput;
      if (quietFor < quietMs) {
        timer = setTimeout(check, quietMs - quietFor);
        return;
      }
      cancelIdle = whenIdle(() => {
        cancelIdle = undefined;
        // input may have come while waiting for the idle moment: then wait for quiet again
        if (now() - lastInput < quietMs) return check();
        waiting.delete(cancel);
        run();
      }, idleTimeoutMs);
    };
    waiting.add(cancel);
    check();
    return cancel;
  };

  return {
    after,
    stop() {
      for (const type of INPUT_EVENTS) target?.removeEventListener?.(type, onInput, listen);
      for (const cancel of [...waiting]) cancel();
    },
  };
}
