/**
 * The one shape of success and failure across the model, the migrations, the load pipeline, the editor's actions
 * and saving: `ok` tells which; a failure carries a stable `code` from its area's union (consumers branch on it
 * and the screens translate it, e.g. editor/canvas/RefusalNotice.tsx), a `message` in English for developers and
 * logs, and where it applies the dotted `path` of the problem (`content.0.widget.slots.children.2`).
 */
export interface Failure<C extends string> {
  ok: false;
  code: C;
  message: string;
  path?: string;
}

export interface Success<T> {
  ok: true;
  value: T;
}

export type Result<T, C extends string> = Success<T> | Failure<C>;

export function failure<C extends string>(code: C, message: string, path?: string): Failure<C> {
  return path === undefined ? { ok: false, code, message } : { ok: false, code, message, path };
}

/**
 * A failure carried across a promise boundary that only knows thrown errors (TanStack Query's `queryFn`): the
 * consumer catches it and still branches on `failure.code` and translates it, never on the English message.
 */
export class FailureError<C extends string = string> extends Error {
  constructor(readonly failure: Failure<C>) {
    super(failure.path ? `${failure.message} (${failure.path})` : failure.message);
    this.name = 'FailureError';
  }
}

export function success<T>(value: T): Success<T> {
  return { ok: true, value };
}
