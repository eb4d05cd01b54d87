/**
 * The global error handler: errors are counted by message; the first occurrence of each message is sent as a crash
 * report (only when remote logging is configured, i.e. `report` is given); every occurrence is logged; the 100th
 * identical one logs 'Error <message> happened 100 times!' and throws.
 */
export const ERROR_REPEAT_LIMIT = 100;

/** Where an error happened, as far as the code that caught it knows: the widget whose boundary caught it. */
export interface ErrorContext {
  widgetType?: string;
}

export interface GlobalErrorHandlerOptions {
  /** Crash report of the first occurrence of a message (remote logging); absent without a logging key. */
  report?: (error: Error, context: ErrorContext) => void;
  /** Default console.error. */
  log?: (...args: unknown[]) => void;
  limit?: number;
}

export interface GlobalErrorHandler {
  handle(error: unknown, context?: ErrorContext): void;
  /** How often a message was handled so far. */
  count(message: string): number;
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

export function createGlobalErrorHandler(options: GlobalErrorHandlerOptions = {}): GlobalErrorHandler {
  const counts = new Map<string, number>();
  const limit = options.limit ?? ERROR_REPEAT_LIMIT;
  const log = options.log ?? ((...args: unknown[]) => console.error(...args));
  return {
    handle(error, context = {}) {
      const message = errorMessage(error);
      const count = (counts.get(message) ?? 0) + 1;
      counts.set(message, count);
      if (count === 1 && options.report) {
        try {
          options.report(error instanceof Error ? error : new Error(message), context);
        } catch (reportFailure) {
          log(reportFailure); // a broken reporter must not hide the error itself
        }
      }
      log(error);
      if (count === limit) {
        log(`Error ${message} happened ${limit} times!`);
        throw error instanceof Error ? error : new Error(message);
      }
    },
    count: (message) => counts.get(message) ?? 0,
  };
}

let installed: GlobalErrorHandler | null = null;

/**
 * Makes `handler` the page's global handler: window errors and unhandled promise rejections go to it, and so
 * do errors caught by widget error boundaries (through `reportGlobalError`). Returns the uninstall function.
 */
export function installGlobalErrorHandler(handler: GlobalErrorHandler, target: Window | undefined = globalThis.window): () => void {
  installed = handler;
  if (!target) return () => void (installed = installed === handler ? null : installed);
  const onError = (event: ErrorEvent) => handler.handle(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => handler.handle(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    if (installed === handler) installed = null;
  };
}

/**
 * Hands an error to the installed global handler (or the console when none is installed). Never throws into
 * the caller: a throw from the handler (the repeat limit) is rethrown asynchronously, where the window error
 * path picks it up, so a React error boundary calling this keeps working.
 */
export function reportGlobalError(error: unknown, context?: ErrorContext): void {
  if (!installed) {
    console.error(error);
    return;
  }
  try {
    installed.handle(error, context);
  } catch (limitReached) {
    setTimeout(() => {
      throw limitReached;
    });
  }
}
