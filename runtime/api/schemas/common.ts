import { Type, type Static } from '@sinclair/typebox';

/**
 * Shapes shared by every resource of the API (CONTRACT.md, HTTP API). The server validates request bodies with
 * these TypeBox schemas and the client derives its TypeScript types from the same ones, so both sides agree.
 * No React and no server code here: both the server and the runtime import this folder.
 */

/** The columns every stored entity carries next to its own fields. */
export const EntityMetaSchema = Type.Object({
  id: Type.String(),
  createdAt: Type.Number({ description: 'epoch milliseconds' }),
  lastUpdatedAt: Type.Number({ description: 'epoch milliseconds' }),
  version: Type.Integer({ minimum: 1 }),
});
export type EntityMeta = Static<typeof EntityMetaSchema>;

/** An entity as the API returns it: its own fields plus id, createdAt, lastUpdatedAt and version. */
export type Entity<Fields> = Fields & EntityMeta;

/** The field names of EntityMeta: the server owns them, request bodies may carry them but they are ignored. */
export const META_FIELDS = ['id', 'createdAt', 'lastUpdatedAt', 'version'] as const;

/** The list envelope of CONTRACT.md. Pages start at 1. */
export interface Page<T> {
  elements: T[];
  totalElements: number;
  page: number;
  size: number;
}

export interface CountResult {
  count: number;
}

/** Language codes of the product (locales/), used as keys of `translations`. */
export const LOCALE_CODES = ['de_de', 'en_us', 'es_es', 'fr_fr'] as const;

/**
 * Translations of an entity's translatable texts: locale code to field name to text, e.g.
 * `{"en_us": {"title": "Red shirt"}}`. With `translate=true` the server returns those texts in the caller's
 * language (Accept-Language) in place of the stored ones.
 */
export const TranslationsSchema = Type.Record(Type.String({ pattern: '^[a-z]{2}_[a-z]{2}$' }), Type.Record(Type.String(), Type.String()));
export type Translations = Static<typeof TranslationsSchema>;

/** Query options of the list calls (spec 000 section 3). */
export interface ListQuery {
  page?: number;
  size?: number;
  /** Field names separated by commas, `-` for descending: `-createdAt,name`. */
  sort?: string;
  /** Free text over the resource's searchable fields. */
  search?: string;
  /** Replace foreign ids by the objects they name. */
  withReplacements?: boolean;
  /** Return translatable texts in the caller's language. */
  translate?: boolean;
}

export const SEARCH_TYPES = ['string', 'number', 'boolean', 'date', 'id', 'foreignId'] as const;
export const SEARCH_MATCHERS = [
  'equals', 'notEquals', 'includes', 'startsWith', 'endsWith', 'in',
  'greaterThan', 'greaterThanOrEquals', 'lessThan', 'lessThanOrEquals',
] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export type SearchMatcher = (typeof SEARCH_MATCHERS)[number];

/** One condition of a search request. */
export interface FieldSearch {
  /** How `value` and the stored value compare; default 'string'. */
  type?: SearchType;
  /** A field name or a dotted path (`target.id`, `prices.priceZoneId`); list fields match when any element does. */
  fieldname: string;
  matcher: SearchMatcher;
  /** Strings only; default false (ids always compare exactly). */
  caseSensitive?: boolean;
  /** A list for `in`; a number (epoch ms) or ISO text for dates. */
  value: string | number | boolean | null | (string | number | boolean)[];
}

/** A group of conditions; a group may itself appear among `fieldSearches` to nest and/or. */
export interface SearchGroup {
  logicalOperator?: 'and' | 'or';
  fieldSearches?: (FieldSearch | SearchGroup)[];
}

/** The body of `POST /api/{resource}/search` (CONTRACT.md, Search). The server checks it field by field. */
export interface SearchRequest extends SearchGroup {
  page?: number;
  size?: number;
  /** Like the `sort` query option; a list of field names works too. */
  sort?: string | string[];
}
