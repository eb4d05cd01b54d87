import { describe, expect, it } from 'vitest';
import { conditionsQuery, fieldsQuery, usableQuery, wordSearch } from './searchQuery';

describe('search queries', () => {
  it('looks for every word in every searchable field, ignoring case, any hit counts', () => {
    expect(wordSearch('  Ada  Bern ', ['name', 'city'])).toEqual({
      logicalOperator: 'or',
      fieldSearches: [
        { type: 'string', fieldname: 'name', matcher: 'includes', caseSensitive: false, value: 'Ada' },
        { type: 'string', fieldname: 'city', matcher: 'includes', caseSensitive: false, value: 'Ada' },
        { type: 'string', fieldname: 'name', matcher: 'includes', caseSensitive: false, value: 'Bern' },
        { type: 'string', fieldname: 'city', matcher: 'includes', caseSensitive: false, value: 'Bern' },
      ],
    });
    expect(wordSearch('   ', ['name'])).toBeNull();
    expect(wordSearch('Ada', [])).toBeNull();
  });

  it('takes an advanced query of flat field searches on offered fields, and nothing else', () => {
    const query = { logicalOperator: 'or', fieldSearches: [{ type: 'number', fieldname: 'amount', matcher: 'greaterThan', value: 5 }] };
    expect(usableQuery(query, ['amount', 'name'])).toEqual(query);
    expect(usableQuery({ fieldSearches: [{ fieldname: 'name', matcher: 'includes', value: 'a' }] }, [])).toEqual({ logicalOperator: 'and', fieldSearches: [{ fieldname: 'name', matcher: 'includes', value: 'a' }] });
    expect(usableQuery(query, ['name'])).toBeNull();
    expect(usableQuery('name = 5', [])).toBeNull();
    expect(usableQuery({ fieldSearches: [] }, [])).toBeNull();
    expect(usableQuery({ fieldSearches: [{ fieldname: 'name', matcher: 'like', value: 'a' }] }, [])).toBeNull();
    expect(usableQuery({ logicalOperator: 'xor', fieldSearches: [{ fieldname: 'name', matcher: 'equals', value: 'a' }] }, [])).toBeNull();
    expect(usableQuery({ fieldSearches: [{ logicalOperator: 'and', fieldSearches: [] }] }, [])).toBeNull();
  });

  it('makes one query of a filter bar: text contained, numbers and yes/no equal, a date its whole day, empties dropped', () => {
    const day = Date.UTC(2026, 0, 5);
    expect(fieldsQuery([
      { property: 'name', type: 'string', value: ' Ada ' },
      { property: 'amount', type: 'number', value: '12,5' },
      { property: 'paid', type: 'boolean', value: false },
      { property: 'due', type: 'date', value: day },
      { property: 'city', type: 'string', value: '' },
      { property: 'count', type: 'number', value: 'abc' },
    ])).toEqual({
      logicalOperator: 'and',
      fieldSearches: [
        { type: 'string', fieldname: 'name', matcher: 'includes', caseSensitive: false, value: 'Ada' },
        { type: 'number', fieldname: 'amount', matcher: 'equals', value: 12.5 },
        { type: 'boolean', fieldname: 'paid', matcher: 'equals', value: false },
        { type: 'date', fieldname: 'due', matcher: 'greaterThanOrEquals', value: day },
        { type: 'date', fieldname: 'due', matcher: 'lessThan', value: day + 86_400_000 },
      ],
    });
    expect(fieldsQuery([{ property: 'name', type: 'string', value: undefined }])).toBeNull();
  });

  it('joins advanced conditions by or, keeping a day one group, and reads other comparisons by the field type', () => {
    const day = Date.UTC(2026, 0, 5);
    expect(conditionsQuery([
      { property: 'due', type: 'date', matcher: 'equals', value: day },
      { property: 'amount', type: 'number', matcher: 'greaterThan', value: '7' },
      { property: 'name', type: 'string', matcher: 'startsWith', value: 'A' },
    ], 'or')).toEqual({
      logicalOperator: 'or',
      fieldSearches: [
        { logicalOperator: 'and', fieldSearches: [
          { type: 'date', fieldname: 'due', matcher: 'greaterThanOrEquals', value: day },
          { type: 'date', fieldname: 'due', matcher: 'lessThan', value: day + 86_400_000 },
        ] },
        { type: 'number', fieldname: 'amount', matcher: 'greaterThan', value: 7 },
        { type: 'string', fieldname: 'name', matcher: 'startsWith', caseSensitive: false, value: 'A' },
      ],
    });
    expect(conditionsQuery([{ property: 'due', type: 'date', matcher: 'lessThan', value: day }], 'and')).toEqual({
      logicalOperator: 'and', fieldSearches: [{ type: 'date', fieldname: 'due', matcher: 'lessThan', value: day }],
    });
  });
});
