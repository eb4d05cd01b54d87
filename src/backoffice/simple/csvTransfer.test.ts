import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../runtime/api/http';
import type { ListQuery } from '../../../model/api/schemas';
import { EXPORT_PAGE_SIZE, exportListCsv, importCsv, parseCsv } from './csvTransfer';
import type { SimpleField } from './simpleForm';

const FIELDS: SimpleField[] = [
  { name: 'name' },
  { name: 'copies', kind: 'number' },
  { name: 'active', kind: 'checkbox' },
  { name: 'address.city' },
  { name: 'size', listOnly: true },
];

/** A list of `count` entities served page by page, recording the queries. */
function pagedList(count: number) {
  const queries: ListQuery[] = [];
  const all = Array.from({ length: count }, (_, i) => ({ id: `e${i}`, name: `Name ${i}`, copies: i, active: i % 2 === 0, address: { city: 'Köln' }, size: 1 }));
  return {
    queries,
    list: async (query: ListQuery) => {
      queries.push(query);
      const start = ((query.page ?? 1) - 1) * (query.size ?? 20);
      return { elements: all.slice(start, start + (query.size ?? 20)), totalElements: count, page: query.page ?? 1, size: query.size ?? 20 };
    },
  };
}

describe('exportListCsv', () => {
  it('reads every page with the list\'s sort and search, reporting rows done of the total', async () => {
    const source = pagedList(EXPORT_PAGE_SIZE * 2 + 3);
    const progress: string[] = [];
    const text = await exportListCsv({ list: source.list, fields: FIELDS, sort: '-name', search: 'Name', language: 'de_de', onProgress: (p) => progress.push(`${p.done}/${p.total}`) });
    expect(source.queries.map((q) => [q.page, q.sort, q.search])).toEqual([[1, '-name', 'Name'], [2, '-name', 'Name'], [3, '-name', 'Name']]);
    expect(progress).toEqual(['500/1003', '1000/1003', '1003/1003']);
    const { columns, rows } = parseCsv(text);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(columns).toEqual(['id', 'name', 'copies', 'active', 'address.city', 'size']);
    expect(rows).toHaveLength(1003);
    expect(rows[1]).toEqual({ id: 'e1', name: 'Name 1', copies: '1', active: '', 'address.city': 'Köln', size: '1' });
  });

  it('stops when cancelled, without reading further pages', async () => {
    const source = pagedList(EXPORT_PAGE_SIZE * 3);
    const controller = new AbortController();
    const running = exportListCsv({ list: source.list, fields: FIELDS, language: 'de_de', signal: controller.signal, onProgress: () => controller.abort() });
    await expect(running).rejects.toThrow();
    expect(source.queries).toHaveLength(1);
  });
});

describe('importCsv', () => {
  it('creates one entity per row, typed as the form would, and reports each refused row with the API\'s reasons', async () => {
    const created: Record<string, unknown>[] = [];
    const create = async (body: Record<string, unknown>) => {
      if (body.copies === 0) throw new ApiRequestError(400, 'VALIDATION', 'Invalid body', [{ field: 'copies', message: 'must be >= 1' }]);
      if (body.name === 'Doppelt') throw new ApiRequestError(409, 'CONFLICT', 'name Doppelt is already in use', [{ field: 'name', message: 'is already in use' }]);
      created.push(body);
      return body;
    };
    const file = '\uFEFFid;name;copies;active;address.city;colour\r\nx1;Drucker A;2;true;Bonn;rot\r\n;Drucker B;0;;;\r\n\r\n;Doppelt;1;;;\r\n;\'=SUM(A1);3;;;\r\n';
    const progress: string[] = [];
    const report = await importCsv({ text: file, fields: FIELDS, create, initial: { kind: 'badge' }, language: 'de_de', onProgress: (p) => progress.push(`${p.done}/${p.total}`) });
    expect(created).toEqual([
      { kind: 'badge', name: 'Drucker A', copies: 2, active: true, address: { city: 'Bonn' } },
      { kind: 'badge', name: '=SUM(A1)', copies: 3, active: false },
    ]);
    expect(report).toEqual({
      total: 4, created: 2, cancelled: false, ignoredColumns: ['colour'],
      refused: [
        { line: 3, reasons: [{ field: 'copies', message: 'must be >= 1' }] },
        { line: 4, reasons: [{ field: 'name', message: 'is already in use' }] },
      ],
    });
    expect(progress).toEqual(['0/4', '1/4', '2/4', '3/4', '4/4']);
  });

  it('stops at the next row when cancelled and says so', async () => {
    const controller = new AbortController();
    let calls = 0;
    const report = await importCsv({
      text: 'name\r\na\r\nb\r\nc\r\n', fields: FIELDS, language: 'de_de', signal: controller.signal,
      create: async () => { calls++; controller.abort(); },
    });
    expect(calls).toBe(1);
    expect(report).toMatchObject({ total: 3, created: 1, cancelled: true });
  });
});
