import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { fileAnswer } from '../http/openapi/shared-schemas.js';
import { countRows, listRows, type Scope } from '../resources/core/store.js';
import { CSV_DELIMITERS, csvRow, UTF8_BOM, type CsvDelimiter } from '../../model/csv/csv.js';
import { EXPORTERS, type Exporter, type PriceZoneInfo } from './exporters.js';

/**
 * GET /api/export/{name}.csv (EXPORTERS_EXECUTE; service tokens work too, for scheduled integrations): every
 * entity of the caller's tenant as one CSV file, streamed in batches so a large shop never sits in memory.
 * `delimiter=;` suits spreadsheet applications set to a locale with a decimal comma.
 */
const BATCH = 500;
const ExportQuery = Type.Object({
  delimiter: Type.Optional(Type.Union(CSV_DELIMITERS.map((d) => Type.Literal(d)))),
  translate: Type.Optional(Type.Boolean()),
});

async function priceZones(db: Database, tenantId: string): Promise<PriceZoneInfo[]> {
  const zones = await listRows(db, { tenantId, resource: 'pricezones' }, sql`TRUE`, sql`e.data->>'title', e.id`, 1000, 0);
  return zones.map((z) => ({ id: z.id, title: String(z.title ?? z.id), currency: String(z.currency ?? '') }));
}

/** The rows of the file: BOM and header first, then the entities in id order, fetched batch by batch (keyset). */
async function* csvLines(db: Database, scope: Scope, exporter: Exporter, delimiter: CsvDelimiter): AsyncGenerator<string> {
  const columns = exporter.columns(await priceZones(db, scope.tenantId));
  yield UTF8_BOM + csvRow(columns.map((c) => c.header), delimiter);
  let after: string | null = null;
  for (;;) {
    const rows = await listRows(db, scope, after === null ? sql`TRUE` : sql`e.id > ${after}`, sql`e.id`, BATCH, 0);
    if (rows.length === 0) return;
    yield rows.map((entity) => csvRow(columns.map((c) => c.value(entity)), delimiter)).join('');
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1].id;
  }
}

export function registerExports(app: FastifyInstance, db: Database): void {
  for (const exporter of EXPORTERS) {
    app.get(`/api/export/${exporter.name}.csv`, {
      config: {
        access: { permission: 'EXPORTERS_EXECUTE' },
        openapi: { summary: `Every ${exporter.resource} entity as one CSV file`, responses: { 200: fileAnswer('text/csv', 'CSV: a header line, then one line per entity') } },
      },
      exposeHeadRoute: false,
      schema: { querystring: ExportQuery },
    }, async (request, reply) => {
      const tenantId = request.tenantId!;
      const delimiter = (request.query as { delimiter?: CsvDelimiter }).delimiter ?? ',';
      const day = new Date().toISOString().slice(0, 10);
      const scope = { tenantId, resource: exporter.resource };
      // The row count first, so the browser can show "rows done / total" while the file streams in.
      const total = await countRows(db, scope, sql`TRUE`);
      reply
        .header('X-Total-Count', String(total))
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${exporter.name}-${day}.csv"`)
        .header('Cache-Control', 'no-store');
      return reply.send(Readable.from(csvLines(db, scope, exporter, delimiter)));
    });
  }
}
