import { Type, type Static, type TSchema } from '@sinclair/typebox';

/**
 * Shapes shared by every resource of the API (docs/api.md). The server validates request bodies with these TypeBox
 * schemas and the client derives its TypeScript types from the same ones, so both sides agree. No React and no server
 * code here: both the server and the runtime import this folder.
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

/** The list envelope. Pages start at 1. */
export interface Page<T> {
  elements: T[];
  totalElements: number;
  page: number;
  size: number;
}

/** The list envelope as a schema, for the API description (docs/api.md). */
export const PageSchema = <T extends TSchema>(element: T) => Type.Object({
  elements: Type.Array(element),
  totalElements: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  size: Type.Integer({ minimum: 1 }),
});

export const CountResultSchema = Type.Object({ count: Type.Integer({ minimum: 0 }) });
export type CountResult = Static<typeof CountResultSchema>;

/** `POST /api/data/{path}/sum?property=P`: the sum of P over the records a search finds, and how many it found. */
export const SumResultSchema = Type.Object({ sum: Type.Number(), count: Type.Integer({ minimum: 0 }) });
export type SumResult = Static<typeof SumResultSchema>;

/** Language codes of the product (locales/), used as keys of `translations`. */
export const LOCALE_CODES = ['de_de', 'en_us', 'es_es', 'fr_fr'] as const;

/**
 * Translations of an entity's translatable texts: locale code to field name to text, e.g.
 * `{"en_us": {"title": "Red shirt"}}`. With `translate=true` the server returns those texts in the caller's
 * language (Accept-Language) in place of the stored ones.
 */
export const TranslationsSchema = Type.Record(Type.String({ pattern: '^[a-z]{2}_[a-z]{2}$' }), Type.Record(Type.String(), Type.String()));
export type Translations = Static<typeof TranslationsSchema>;

/** Query options of the list calls. */
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

/** The matchers each value type takes. */
export const MATCHERS_BY_TYPE: Record<SearchType, readonly SearchMatcher[]> = {
  string: SEARCH_MATCHERS,
  id: SEARCH_MATCHERS,
  foreignId: SEARCH_MATCHERS,
  number: ['equals', 'notEquals', 'in', 'greaterThan', 'greaterThanOrEquals', 'lessThan', 'lessThanOrEquals'],
  date: ['equals', 'notEquals', 'in', 'greaterThan', 'greaterThanOrEquals', 'lessThan', 'lessThanOrEquals'],
  boolean: ['equals', 'notEquals', 'in'],
};

/** A field name or a dotted path of them (`target.id`, `prices.priceZoneId`). */
export const FIELD_NAME_SEGMENT = '[A-Za-z_$][A-Za-z0-9_$-]*';
export const FIELD_NAME_PATTERN = `^${FIELD_NAME_SEGMENT}(\\.${FIELD_NAME_SEGMENT})*$`;

/** The value a condition of each type compares with. */
const SEARCH_VALUE: Record<SearchType, TSchema> = {
  string: Type.String(),
  id: Type.String(),
  foreignId: Type.String(),
  number: Type.Number(),
  boolean: Type.Boolean(),
  date: Type.Union([Type.Number({ description: 'epoch milliseconds' }), Type.String({ format: 'date-time' })]),
};

/**
 * One condition of a search request (docs/api.md, The search request): one variant per value type, `in` with a
 * list of values, every other matcher with one.
 */
export const FieldSearchSchema = Type.Union(SEARCH_TYPES.flatMap((type) => {
  const common = {
    type: type === 'string' ? Type.Optional(Type.Literal(type, { description: 'default string' })) : Type.Literal(type),
    fieldname: Type.String({ maxLength: 200, pattern: FIELD_NAME_PATTERN }),
    ...(type === 'string' ? { caseSensitive: Type.Optional(Type.Boolean({ description: 'default false' })) } : {}),
  };
  const single = MATCHERS_BY_TYPE[type].filter((m) => m !== 'in');
  return [
    Type.Object({ ...common, matcher: Type.Union(single.map((m) => Type.Literal(m))), value: SEARCH_VALUE[type] }),
    Type.Object({ ...common, matcher: Type.Literal('in'), value: Type.Array(SEARCH_VALUE[type], { maxItems: 1000 }) }),
  ];
}));

/** One condition of a search request, as the server reads it before checking it. */
export interface FieldSearch {
  /** How `value` and the stored value compare; default 'string'. */
  type?: SearchType;
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

/** Groups nest up to this many levels (the server refuses deeper ones). */
export const MAX_SEARCH_DEPTH = 5;

const LogicalOperator = Type.Optional(Type.Union([Type.Literal('and'), Type.Literal('or')], { description: 'default and' }));

/** A nested group (it needs `fieldSearches`), nesting written out level by level: a plain schema, no recursion. */
function nestedGroupSchema(levels: number): TSchema {
  const entry = levels > 1 ? Type.Union([FieldSearchSchema, nestedGroupSchema(levels - 1)]) : FieldSearchSchema;
  return Type.Object({ logicalOperator: LogicalOperator, fieldSearches: Type.Array(entry) });
}

/** The body of `POST /api/{resource}/search` (docs/api.md, The search request). The server checks it field by field. */
export const SearchRequestSchema = Type.Object({
  logicalOperator: LogicalOperator,
  fieldSearches: Type.Optional(Type.Array(Type.Union([FieldSearchSchema, nestedGroupSchema(MAX_SEARCH_DEPTH)]))),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  sort: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())], { description: 'Like the `sort` query option; a list of field names works too.' })),
}, { description: 'Conditions combined with logicalOperator; an entry with its own fieldSearches is a nested group (up to 5 levels). No conditions match everything.' });
export interface SearchRequest extends SearchGroup {
  page?: number;
  size?: number;
  sort?: string | string[];
}
