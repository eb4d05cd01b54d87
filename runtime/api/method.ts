import { requireParam } from './http.js';

/**
 * One client method: checks its required parameters synchronously (a missing one throws 'Required parameter X was
 * null or undefined when calling Y.' before any request is sent), then runs the call. The method keeps its operation
 * name and parameter names, so one test can check every method of the client.
 */
export interface ApiMethodInfo {
  operation: string;
  /** Parameter names in order. */
  params: readonly string[];
  /** The names among `params` that must not be null or undefined. */
  required: readonly string[];
}

export type ApiMethod<F extends (...args: any[]) => Promise<unknown>> = F & { info: ApiMethodInfo };

/** Every method created, for the client's own tests and for tooling that lists the API. */
export const apiMethods: ApiMethod<(...args: any[]) => Promise<unknown>>[] = [];

export function apiMethod<F extends (...args: any[]) => Promise<unknown>>(
  operation: string,
  params: readonly string[],
  required: readonly string[],
  run: F,
): ApiMethod<F> {
  const indexes = required.map((name) => params.indexOf(name));
  // Deliberately not async: the check must throw synchronously, not reject a promise.
  const method = ((...args: unknown[]) => {
    indexes.forEach((index, i) => requireParam(args[index], required[i], operation));
    return run(...args);
  }) as ApiMethod<F>;
  method.info = { operation, params, required };
  apiMethods.push(method);
  return method;
}
