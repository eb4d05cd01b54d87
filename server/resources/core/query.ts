import { Type, type Static } from '@sinclair/typebox';
import { invalidField } from '../../http/errors.js';

/**
 * Query options of the resource calls: page, size, sort, search, withReplacements, translate. Fastify validates and
 * coerces them with this schema before the handler runs.
 */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 1000;
/** The last page number: beyond it the row offset would leave the database's integer range. */
export const MAX_PAGE = 1_000_000;

export const ListQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
  sort: Type.Optional(Type.String({ maxLength: 500 })),
  search: Type.Optional(Type.String({ maxLength: 500 })),
  withReplacements: Type.Optional(Type.Boolean()),
  translate: Type.Optional(Type.Boolean()),
});
export type ListQueryParams = Static<typeof ListQuerySchema>;

/** POST {resource}/sum?property=P: the list options plus the property to sum (checked as a field name). */
export const SumQuerySchema = Type.Object({
  ...ListQuerySchema.properties,
  property: Type.Optional(Type.String({ maxLength: 200 })),
});
export type SumQueryParams = Static<typeof SumQuerySchema>;

/** DELETE {resource}?ids=a,b */
export const IdsQuerySchema = Type.Object({
  ids: Type.String({ minLength: 1, maxLength: 100_000 }),
  translate: Type.Optional(Type.Boolean()),
});

export function splitIds(ids: string): string[] {
  const list = [...new Set(ids.split(',').map((id) => id.trim()).filter(Boolean))];
  if (list.length === 0) throw invalidField('ids', 'must name at least one id');
  if (list.length > 1000) throw invalidField('ids', 'must name at most 1000 ids');
  return list;
}

export function paging(page: unknown, size: unknown, at = ''): { page: number; size: number } {
  const p = page ?? 1;
  const s = size ?? DEFAULT_PAGE_SIZE;
  if (typeof p !== 'number' || !Number.isInteger(p) || p < 1 || p > MAX_PAGE) throw invalidField(`${at}page`, `must be an integer from 1 to ${MAX_PAGE}`);
  if (typeof s !== 'number' || !Number.isInteger(s) || s < 1 || s > MAX_PAGE_SIZE) {
    throw invalidField(`${at}size`, `must be an integer from 1 to ${MAX_PAGE_SIZE}`);
  }
  return { page: p, size: s };
}

/**
 * The expected version of a PUT or PATCH: the `If-Match` header (`3`, `"3"` or `W/"3"`); `*` or no header means
 * no check.
 */
export function expectedVersion(ifMatch: string | string[] | undefined): number | null {
  const value = Array.isArray(ifMatch) ? ifMatch[0] : ifMatch;
  if (value === undefined || value.trim() === '*') return null;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(value);
  if (!match) throw invalidField('If-Match', 'must be the version of the entity');
  return Number(match[1]);
}
