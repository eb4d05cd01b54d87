import type { CountResult, ListQuery, Page, SearchRequest } from '../../model/api/schemas/common.js';
import { apiRequest, ApiRequestError, type RequestOptions } from './http.js';
import { apiMethod } from './method.js';
import { resourcePath, type ResourceDescriptor } from '../../model/resources/descriptors.js';

/**
 * The one factory behind every resource client: the standard set (docs/api.md) with typed, named methods
 * (getProducts, getProduct, countProducts, existsProduct, createProduct, putProduct, patchProduct, deleteProduct,
 * deleteManyProducts, searchProducts), configured per resource in resources.ts from the resource's descriptor (model/resources/descriptors.ts).
 */
export interface ItemQuery {
  withReplacements?: boolean;
  translate?: boolean;
}

export interface WriteOptions {
  /** The version the change is based on; the server answers 409 when the stored one differs. */
  ifMatch?: number;
}

/** The methods the factory creates, named after the resource. */
export type ResourceClient<S extends string, P extends string, T, C, U> =
  Record<`get${P}`, (query?: ListQuery) => Promise<Page<T>>> &
  Record<`get${S}`, (id: string, query?: ItemQuery) => Promise<T>> &
  Record<`count${P}`, (query?: ListQuery) => Promise<CountResult>> &
  Record<`exists${S}`, (id: string) => Promise<boolean>> &
  Record<`create${S}`, (body: C) => Promise<T>> &
  Record<`put${S}`, (id: string, body: U, options?: WriteOptions) => Promise<T>> &
  Record<`patch${S}`, (id: string, body: Partial<U>, options?: WriteOptions) => Promise<T>> &
  Record<`delete${S}`, (id: string) => Promise<void>> &
  Record<`deleteMany${P}`, (ids: string[]) => Promise<void>> &
  Record<`search${P}`, (searchRequest: SearchRequest, query?: ItemQuery) => Promise<Page<T>>>;

const camel = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

export const encodeId = (id: string) => encodeURIComponent(id);

function listQuery(query: ListQuery | ItemQuery | undefined): RequestOptions['query'] {
  return { ...(query ?? {}) } as RequestOptions['query'];
}

function writeHeaders(options: WriteOptions | undefined): Record<string, string> | undefined {
  return options?.ifMatch !== undefined ? { 'If-Match': String(options.ifMatch) } : undefined;
}

/**
 * `createResourceClient<Product, ProductFields>()(PRODUCTS)`: the descriptor gives the path, the method names and
 * whether reads send the token (not for resources public to read). Curried so the entity types are given and the
 * names are inferred. `pathParams` fill a path with parameters (`/data/:typePath`).
 */
export function createResourceClient<T, C, U = C>() {
  return <S extends string, P extends string>(descriptor: ResourceDescriptor<S, P>, pathParams?: Record<string, string>): ResourceClient<S, P, T, C, U> => {
    const { singular: S, plural: P } = descriptor;
    const path = resourcePath(descriptor, pathParams);
    const idName = descriptor.idName ?? 'id';
    const createBody = descriptor.createBodyName ?? camel(S);
    const updateBody = descriptor.updateBodyName ?? camel(S);
    // Reads the server decides per caller (private calendars) send the token even where anybody may read.
    const readAuth = !descriptor.access.read.public || !!descriptor.readsDecidedPerRequest;
    const item = (id: string) => `${path}/${encodeId(id)}`;

    const methods: Record<string, unknown> = {
      [`get${P}`]: apiMethod(`get${P}`, ['query'], [], (query?: ListQuery) =>
        apiRequest<Page<T>>('GET', path, { query: listQuery(query), auth: readAuth })),
      [`get${S}`]: apiMethod(`get${S}`, [idName, 'query'], [idName], (id: string, query?: ItemQuery) =>
        apiRequest<T>('GET', item(id), { query: listQuery(query), auth: readAuth })),
      [`count${P}`]: apiMethod(`count${P}`, ['query'], [], (query?: ListQuery) =>
        apiRequest<CountResult>('GET', `${path}/count`, { query: listQuery(query), auth: readAuth })),
      [`exists${S}`]: apiMethod(`exists${S}`, [idName], [idName], (id: string) =>
        apiRequest<void>('HEAD', item(id), { auth: readAuth }).then(() => true, (error: unknown) => {
          if (error instanceof ApiRequestError && error.status === 404) return false;
          throw error;
        })),
      [`create${S}`]: apiMethod(`create${S}`, [createBody], [createBody], (body: C) =>
        apiRequest<T>('POST', path, { body })),
      [`put${S}`]: apiMethod(`put${S}`, [idName, updateBody, 'options'], [idName, updateBody], (id: string, body: U, options?: WriteOptions) =>
        apiRequest<T>('PUT', item(id), { body, headers: writeHeaders(options) })),
      [`patch${S}`]: apiMethod(`patch${S}`, [idName, updateBody, 'options'], [idName, updateBody], (id: string, body: Partial<U>, options?: WriteOptions) =>
        apiRequest<T>('PATCH', item(id), { body, headers: writeHeaders(options) })),
      [`delete${S}`]: apiMethod(`delete${S}`, [idName], [idName], (id: string) =>
        apiRequest<void>('DELETE', item(id))),
      [`deleteMany${P}`]: apiMethod(`deleteMany${P}`, ['ids'], ['ids'], (ids: string[]) =>
        apiRequest<void>('DELETE', path, { query: { ids } })),
      [`search${P}`]: apiMethod(`search${P}`, ['searchRequest', 'query'], ['searchRequest'], (searchRequest: SearchRequest, query?: ItemQuery) =>
        apiRequest<Page<T>>('POST', `${path}/search`, { body: searchRequest, query: listQuery(query), auth: readAuth })),
    };
    return methods as ResourceClient<S, P, T, C, U>;
  };
}
