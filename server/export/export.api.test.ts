import { describe, expect, it } from 'vitest';
import { configureApi } from '../../runtime/api/http.js';
import { streamExport, type ExportProgress } from '../../runtime/api/backoffice.js';
import { newId } from '../db/ids.js';
import { insertRow } from '../resources/core/store.js';
import { userWith } from '../resources/tests/users.js';
import { useTestServer } from '../test/use-test-server.js';

/**
 * The data export over real HTTP: products.csv and orders.csv as UTF-8 with BOM, RFC 4180 quoting that a CSV
 * reader turns back into the stored texts, one price column per price zone, EXPORTERS_EXECUTE, tenant scoping,
 * and files larger than one batch.
 */
const server = useTestServer();

/** A strict RFC 4180 reader: what a spreadsheet application makes of the file. */
function parseCsv(text: string, delimiter = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { cell += '"'; i++; } else if (c === '"') quoted = false; else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === delimiter) { row.push(cell); cell = ''; }
    else if (c === '\r' && text[i + 1] === '\n') { row.push(cell); rows.push(row); row = []; cell = ''; i++; }
    else if (c === '\n' || c === '\r') throw new Error(`bare line break at ${i}`);
    else cell += c;
  }
  if (cell !== '' || row.length > 0) throw new Error('the last line has no CRLF');
  return rows;
}

async function download(path: string, token?: string) {
  const response = await fetch(server.baseUrl + path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}

/** The file as records keyed by header (the BOM must be there and is dropped). */
function records(text: string, delimiter = ','): Record<string, string>[] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = parseCsv(text.slice(1), delimiter);
  for (const row of rows) expect(row).toHaveLength(header.length);
  return rows.map((row) => Object.fromEntries(header.map((h, i) => [h, row[i]])));
}

const post = async (path: string, body: unknown, token = server.admin) => {
  const result = await server.call('POST', path, { token, body });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
};

describe('GET /api/export/products.csv', () => {
  it('is UTF-8 with BOM, quotes what needs it and has one price column per zone', async () => {
    const zone = await post('/api/pricezones', { title: 'Zone, "Export"', currency: 'SEK' });
    const tricky = await post('/api/products', {
      title: 'Größe "XL", rot',
      shortDescription: 'Zeile 1\nZeile 2; mit Semikolon',
      tags: ['sale', 'neu'],
      images: [{ fileUrl: '/a.png' }, { fileUrl: '/b.png' }],
      prices: [{ priceZoneId: zone.id, value: 123456 }],
    });
    const formula = await post('/api/products', { title: '=1+2', prices: [{ priceZoneId: zone.id, value: 5 }] });

    const { response, bytes, text } = await download('/api/export/products.csv', server.admin);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const rows = records(text);
    const priceColumn = 'price Zone, "Export" (SEK)';
    expect(Object.keys(rows[0])).toEqual(expect.arrayContaining(['id', 'createdAt', 'title', 'tags', 'images', priceColumn, 'price Euro-Zone (EUR)']));
    const row = rows.find((r) => r.id === tricky.id)!;
    expect(row.title).toBe('Größe "XL", rot');
    expect(row.shortDescription).toBe('Zeile 1\nZeile 2; mit Semikolon');
    expect(row.tags).toBe('sale, neu');
    expect(row.images).toBe('/a.png /b.png');
    expect(row[priceColumn]).toBe('1234.56');
    expect(row['price Euro-Zone (EUR)']).toBe('');
    expect(new Date(row.createdAt).getTime()).toBe(tricky.createdAt);
    expect(rows.find((r) => r.id === formula.id)!.title).toBe("'=1+2");
    // The 30 demo products are there too.
    expect(rows.length).toBeGreaterThanOrEqual(32);
  });

  it('writes each price with its currency’s decimals (JPY none, KWD three)', async () => {
    const yen = await post('/api/pricezones', { title: 'Japan', currency: 'JPY' });
    const dinar = await post('/api/pricezones', { title: 'Kuwait', currency: 'KWD' });
    const product = await post('/api/products', { title: 'Teeschale', prices: [{ priceZoneId: yen.id, value: 1500 }, { priceZoneId: dinar.id, value: 12345 }] });
    const row = records((await download('/api/export/products.csv', server.admin)).text).find((r) => r.id === product.id)!;
    expect(row['price Japan (JPY)']).toBe('1500');
    expect(row['price Kuwait (KWD)']).toBe('12.345');
  });

  it('separates with semicolons on request', async () => {
    const { text } = await download('/api/export/products.csv?delimiter=%3B', server.admin);
    expect(text.split('\r\n')[0]).toMatch(/^\uFEFFid;createdAt;title;/);
    expect(records(text, ';').length).toBeGreaterThanOrEqual(30);
    expect((await download('/api/export/products.csv?delimiter=x', server.admin)).response.status).toBe(400);
  });

  it('needs EXPORTERS_EXECUTE', async () => {
    expect((await download('/api/export/products.csv')).response.status).toBe(401);
    const reader = await userWith(server, ['PRODUCTS_READ', 'ORDERS_READ']);
    const refused = await download('/api/export/orders.csv', reader.token);
    expect(refused.response.status).toBe(403);
    expect(JSON.parse(refused.text).error.code).toBe('FORBIDDEN');
    const exporter = await userWith(server, ['EXPORTERS_EXECUTE']);
    expect((await download('/api/export/products.csv', exporter.token)).response.status).toBe(200);
  });

  it('exports only the caller\'s tenant, in batches, every entity once', async () => {
    const other = await server.createTenantWithUser({ tenantId: 'export-big', email: 'export@big.example', password: 'export-password-1', permissions: ['EXPORTERS_EXECUTE'] });
    const count = 1234; // more than two batches
    for (let i = 0; i < count; i++) {
      const now = Date.now();
      await insertRow(server.db, { tenantId: 'export-big', resource: 'products' }, newId(now), { title: `Artikel ${i}` }, now);
    }
    const { response, text } = await download('/api/export/products.csv', other.token);
    const rows = records(text);
    expect(rows).toHaveLength(count);
    // The number of rows is announced before the first byte, so a client can show its progress.
    expect(response.headers.get('x-total-count')).toBe(String(count));
    expect(new Set(rows.map((r) => r.id)).size).toBe(count);
    expect(rows.every((r) => r.title.startsWith('Artikel '))).toBe(true);

    // The back-office's client streams the same file, counting rows done of the announced total as they arrive.
    configureApi({ baseUrl: `${server.baseUrl}/api`, tenantId: 'export-big', token: other.token, translate: false, language: undefined });
    const seen: ExportProgress[] = [];
    const blob = await streamExport('products', { onProgress: (progress) => seen.push(progress) });
    // Byte for byte the file, byte order mark included.
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual((await download('/api/export/products.csv', other.token)).bytes);
    expect(seen[0]).toEqual({ done: 0, total: count });
    expect(seen.at(-1)).toEqual({ done: count, total: count });
    expect(seen.every((p, i) => i === 0 || p.done >= seen[i - 1].done)).toBe(true);

    // Cancelled after the first rows arrived: the download stops with an abort and reports nothing more.
    const controller = new AbortController();
    const beforeCancel: ExportProgress[] = [];
    const cancelled = streamExport('products', {
      signal: controller.signal,
      onProgress: (progress) => { beforeCancel.push(progress); if (progress.done > 0) controller.abort(); },
    });
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    expect(beforeCancel.at(-1)!.done).toBeLessThan(count);
  });
});

describe('GET /api/export/orders.csv', () => {
  it('has billing address, positions and the total per price zone', async () => {
    const zones = (await server.call('GET', '/api/pricezones', { token: server.admin })).body.elements as { id: string; currency: string; title: string }[];
    const eur = zones.find((z) => z.currency === 'EUR')!;
    const chf = zones.find((z) => z.currency === 'CHF')!;
    const shirt = await post('/api/products', { title: 'Hemd', prices: [{ priceZoneId: eur.id, value: 1999 }, { priceZoneId: chf.id, value: 2100 }] });
    const cap = await post('/api/products', { title: 'Kappe; blau', prices: [{ priceZoneId: eur.id, value: 500 }, { priceZoneId: chf.id, value: 550 }] });
    const shopper = await userWith(server, []);
    for (const [product, amount] of [[shirt, 2], [cap, 3]] as const) {
      expect((await server.call('PUT', `/api/shoppingcarts/mine/add?amount=${amount}&productId=${product.id}`, { token: shopper.token })).status).toBe(200);
    }
    const order = await server.call('POST', '/api/shoppingcarts/mine/order', {
      token: shopper.token,
      body: { priceZoneId: eur.id, billingAddress: { name: 'Müller, Erika', street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' } },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);

    const { response, text } = await download('/api/export/orders.csv', server.admin);
    expect(response.headers.get('content-disposition')).toMatch(/filename="orders-/);
    const row = records(text).find((r) => r.id === order.body.id)!;
    expect(row).toMatchObject({
      status: 'placed',
      userId: shopper.userId,
      billingName: 'Müller, Erika',
      billingCity: 'Berlin',
      billingCountry: 'DE',
      items: '5',
      positions: '2 x Hemd; 3 x Kappe; blau',
      priceZoneId: eur.id,
      [`total ${eur.title} (EUR)`]: '54.98',
      [`total ${chf.title} (CHF)`]: '58.50',
    });
    expect(new Date(row.orderDate).getTime()).toBe(order.body.orderDate);
  });
});
