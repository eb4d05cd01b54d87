/**
 * The queries the search widgets publish (docs/widgets.md, "Search and filter inputs"), as search groups that the
 * stores' filters (runtime/stores/filters.ts) take as they are. Pure functions, no React.
 */
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { FieldSearchSchema, type FieldSearch, type SearchGroup, type SearchMatcher, type SearchType } from '../../../../model/api/schemas/common';

export type LogicalOperator = 'and' | 'or';

/** The words of a search text: split on spaces, empties dropped. */
export function wordsOf(text: string | undefined): string[] {
  return (text ?? '').split(/\s+/).filter(Boolean);
}

/**
 * The simple search over a generic type's store: for every word and every searchable field a case-insensitive
 * `includes`, all joined by `or`, so a record matches when any word occurs in any of those fields. Null when
 * there is nothing to look for.
 */
export function wordSearch(text: string | undefined, fields: readonly string[]): SearchGroup | null {
  const words = wordsOf(text);
  if (words.length === 0 || fields.length === 0) return null;
  const fieldSearches: FieldSearch[] = words.flatMap((word) => fields.map((fieldname) => ({
    type: 'string' as const, fieldname, matcher: 'includes' as const, caseSensitive: false, value: word,
  })));
  return { logicalOperator: 'or', fieldSearches };
}

const UsableQuery = Type.Object({
  logicalOperator: Type.Optional(Type.Union([Type.Literal('and'), Type.Literal('or')])),
  fieldSearches: Type.Array(FieldSearchSchema, { minItems: 1 }),
});

/**
 * An advanced query arriving from elsewhere, if the search can show and run it: field searches of the API's form
 * (no nested groups, since the advanced mode edits one flat list), each on a field the widget offers when it
 * offers any. Null when it is unusable ('Unusable search query').
 */
export function usableQuery(query: unknown, fields: readonly string[]): { logicalOperator: LogicalOperator; fieldSearches: FieldSearch[] } | null {
  if (!Value.Check(UsableQuery, query)) return null;
  const { logicalOperator, fieldSearches } = query as { logicalOperator?: LogicalOperator; fieldSearches: FieldSearch[] };
  if (fields.length > 0 && fieldSearches.some((search) => !fields.includes(search.fieldname))) return null;
  return { logicalOperator: logicalOperator ?? 'and', fieldSearches };
}

/** One field of a filter bar or of the advanced search, with what the user entered (raw input text or a value). */
export interface FieldValue {
  property: string;
  type: SearchType;
  value: unknown;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * The conditions of one filled-in field: text is contained (ignoring case); ids are equal; numbers and booleans
 * equal; a date (epoch ms of a day) is any time on that day. Empty and unreadable entries filter nothing.
 */
export function fieldConditions({ property, type, value }: FieldValue): FieldSearch[] {
  if (value === undefined || value === null || value === '') return [];
  switch (type) {
    case 'string':
      return typeof value === 'string' && value.trim() ? [{ type, fieldname: property, matcher: 'includes', caseSensitive: false, value: value.trim() }] : [];
    case 'id':
    case 'foreignId':
      return typeof value === 'string' && value.trim() ? [{ type, fieldname: property, matcher: 'equals', value: value.trim() }] : [];
    case 'number': {
      const number = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
      return Number.isFinite(number) ? [{ type, fieldname: property, matcher: 'equals', value: number }] : [];
    }
    case 'boolean':
      return typeof value === 'boolean' ? [{ type, fieldname: property, matcher: 'equals', value }] : [];
    case 'date':
      return typeof value === 'number' && Number.isFinite(value)
        ? [
          { type, fieldname: property, matcher: 'greaterThanOrEquals', value },
          { type, fieldname: property, matcher: 'lessThan', value: value + DAY },
        ]
        : [];
  }
}

/** Every filled-in field as one group joined by `operator`; null when nothing is filled in. */
export function fieldsQuery(fields: readonly FieldValue[], operator: LogicalOperator = 'and'): SearchGroup | null {
  return joinConditions(fields.map(fieldConditions), operator);
}

/** One condition of the advanced search: a field, how it compares, and the value entered. */
export interface ConditionValue extends FieldValue {
  matcher: SearchMatcher;
}

/**
 * The field searches of one advanced condition: with the field type's usual comparison as a filter bar entry
 * (a date equals its whole day), with any other comparison the entered value read as the field's type.
 */
export function conditionSearches(condition: ConditionValue): FieldSearch[] {
  const usual = condition.type === 'string' ? 'includes' : 'equals';
  if (condition.matcher === usual) return fieldConditions(condition);
  const [plain] = fieldConditions({ ...condition, type: condition.type === 'date' ? 'number' : condition.type });
  if (!plain) return [];
  return [{ ...plain, type: condition.type, matcher: condition.matcher }];
}

/** The advanced search's conditions as one group joined by `operator`; null when none is filled in. */
export function conditionsQuery(conditions: readonly ConditionValue[], operator: LogicalOperator): SearchGroup | null {
  return joinConditions(conditions.map(conditionSearches), operator);
}

/** Lists of conditions joined by `operator`; a list of several (a day) stays one group in which all must hold. */
function joinConditions(lists: FieldSearch[][], operator: LogicalOperator): SearchGroup | null {
  const filled = lists.filter((list) => list.length > 0);
  if (filled.length === 0) return null;
  const fieldSearches = operator === 'and'
    ? filled.flat()
    : filled.map((list): FieldSearch | SearchGroup => (list.length === 1 ? list[0]! : { logicalOperator: 'and', fieldSearches: list }));
  return { logicalOperator: operator, fieldSearches };
}
