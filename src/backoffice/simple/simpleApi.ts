import type { ItemQuery, WriteOptions } from '../../../runtime/api/resource-client';
import type { ListQuery, Page, SearchRequest } from '../../../model/api/schemas';
import type { ResourceDescriptor } from '../../../model/resources/descriptors';

/** The calls a list screen makes; any of the generic resource clients provides them. */
export interface SimpleApi<T> {
  list(query: ListQuery): Promise<Page<T>>;
  create(body: never): Promise<T>;
  update(id: string, body: never, options?: WriteOptions): Promise<T>;
  remove(id: string): Promise<void>;
  /** What limits the list (part of its cache key): the filter of a filtered list. */
  scope?: unknown;
}

type Method = (...args: never[]) => Promise<unknown>;

/**
 * The screen's calls from a resource client (`calendarsApi`) by the descriptor's method names. With `filter` the
 * list is a search limited to it (the events of one calendar), still with the free-text search; `patch` saves
 * only the fields the form shows (resources whose body is more than the form, like applications).
 */
export function simpleApi<T>(descriptor: ResourceDescriptor, client: object, options: { filter?: SearchRequest['fieldSearches']; patch?: boolean } = {}): SimpleApi<T> {
  const methods = client as Record<string, Method>;
  const method = (name: string) => {
    const found = methods[name];
    if (!found) throw new TypeError(`simpleApi: the client of ${descriptor.path} has no ${name}`);
    return found as (...args: unknown[]) => Promise<never>;
  };
  const { singular: S, plural: P } = descriptor;
  return {
    scope: options.filter,
    list: options.filter
      ? ({ search, ...paging }) =>
        // The search call takes the free text as a query option beside its body (docs/api.md, The search request).
        method(`search${P}`)({ fieldSearches: options.filter, ...paging }, { search } as ItemQuery)
      : (query) => method(`get${P}`)(query),
    create: (body) => method(`create${S}`)(body),
    update: (id, body, writeOptions) => method(options.patch ? `patch${S}` : `put${S}`)(id, body, writeOptions),
    remove: (id) => method(`delete${S}`)(id),
  };
}
