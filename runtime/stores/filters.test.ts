import { describe, expect, it } from 'vitest';
import { filterConditions, filterText, storeSearchRequest } from './filters';

describe('filters feeding a store search', () => {
  it('reads field → value objects: text includes, numbers and booleans equal, lists in; empty values filter nothing', () => {
    expect(filterConditions({ city: ' Bern ', rooms: 3, active: false, tags: ['a', 'b'], empty: '', none: null, list: [] })).toEqual([
      { type: 'string', fieldname: 'city', matcher: 'includes', value: 'Bern' },
      { type: 'number', fieldname: 'rooms', matcher: 'equals', value: 3 },
      { type: 'boolean', fieldname: 'active', matcher: 'equals', value: false },
      { type: 'string', fieldname: 'tags', matcher: 'in', value: ['a', 'b'] },
    ]);
  });

  it('keeps search groups and field searches, drops empty ones, and flattens lists', () => {
    const group = { logicalOperator: 'or', fieldSearches: [{ fieldname: 'a', matcher: 'equals', value: 'x' }, { fieldname: 'b', matcher: 'equals', value: '' }] };
    expect(filterConditions([group, { fieldname: 'c', matcher: 'greaterThan', type: 'number', value: 2 }, undefined, 'free text'])).toEqual([
      { logicalOperator: 'or', fieldSearches: [{ fieldname: 'a', matcher: 'equals', value: 'x' }] },
      { fieldname: 'c', matcher: 'greaterThan', type: 'number', value: 2 },
    ]);
    expect(filterConditions({ logicalOperator: 'and', fieldSearches: [] })).toEqual([]);
  });

  it('reads a saved search the property panel left without conditions as no filter, not as a field named logicalOperator', () => {
    expect(filterConditions({ logicalOperator: 'and' })).toEqual([]);
    expect(filterConditions({ logicalOperator: 'or', fieldSearches: [] })).toEqual([]);
  });

  it('reads a plain text or number (a text input\'s value) as free text over the searchable fields', () => {
    expect(filterText([{ fieldSearches: [] }, ' Drucker ', undefined, 42, '', ['Bern', { city: 'x' }]])).toBe('Drucker 42 Bern');
    expect(filterText([undefined, { city: 'Bern' }, '  '])).toBe('');
  });

  it('builds one search request: every filter must hold, with page, size and sort', () => {
    expect(storeSearchRequest([{ city: 'Bern' }, {}], { page: 2, size: 25, sort: '-amount' })).toEqual({
      logicalOperator: 'and', fieldSearches: [{ type: 'string', fieldname: 'city', matcher: 'includes', value: 'Bern' }], page: 2, size: 25, sort: '-amount',
    });
    expect(storeSearchRequest([], { page: 1, size: 10 })).toEqual({ logicalOperator: 'and', fieldSearches: [], page: 1, size: 10 });
  });
});
