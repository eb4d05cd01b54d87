/**
 * Uncached API reads under load: with 10,000 products and 100 connections for 10 s each, every request is a
 * different search, so the server's response cache cannot answer any of them. The match cache (docs/api.md) works
 * out each answer from the sets of the conditions it has seen at this revision; every request still brings one
 * condition never seen (the tag that differs), which goes to the database. Two calls:
 * - `tags`: the product list widget's tags search (`POST /api/products/search`, tags `in` two tags ignoring case,
 *   100 per page, newest first), with a third tag that matches nothing and differs on every request
 *   (`no-such-tag-<n>`): same rows, same page, a new cache key each time;
 * - `tags-varying`: the same search over two of the 20 tags chosen per request and a different page of 20
 *   (pages 1 to 50), so the rows read differ from request to request too.
 * The server runs `server/main.ts` in its own process on PGlite and, when TEST_DATABASE_URL or DATABASE_URL is set,
 * on PostgreSQL (tests/bench/lib/product-server.ts). Prints per backend and call
 *   {"name":"api.search-uncached.<call>.<db>.rps","value":<mean req/s>,"unit":"req/s","n":<requests>}
 * and `.p50`, `.p99` (ms), `.errors` (connection errors incl. timeouts + non-2xx) and `.timeouts` (count).
 * BENCH_DURATION (seconds), BENCH_CONNECTIONS, BENCH_PRODUCTS, BENCH_WARMUP and BENCH_DATABASES as there.
 */
import { expectProducts, measure, onEachDatabase, TAGS, TENANT } from './lib/product-server';

/** A POST /api/products/search whose body `bodyOf(n)` builds anew for the n-th request. */
function searches(baseUrl: string, bodyOf: (n: number) => object): Record<string, unknown> {
  let n = 0;
  return {
    url: `${baseUrl}/api/products/search`,
    requests: [{
      method: 'POST', headers: { 'x-tenant-id': TENANT, 'content-type': 'application/json' },
      setupRequest: (request: Record<string, unknown>) => ({ ...request, body: JSON.stringify(bodyOf(n++)) }),
    }],
  };
}

const tagsSearch = (tags: string[], page: number, size: number) => ({
  logicalOperator: 'and', page, size, sort: '-id',
  fieldSearches: [{ logicalOperator: 'or', fieldSearches: [{ type: 'string', fieldname: 'tags', matcher: 'in', value: tags }] }],
});

async function run(label: string, baseUrl: string): Promise<void> {
  await expectProducts(baseUrl);
  await measure(`api.search-uncached.tags.${label}`,
    searches(baseUrl, (n) => tagsSearch([TAGS[3], TAGS[11], `no-such-tag-${n}`], 1, 100)));
  await measure(`api.search-uncached.tags-varying.${label}`,
    searches(baseUrl, (n) => tagsSearch([TAGS[n % 20], TAGS[(n * 7 + 5) % 20], `no-such-tag-${n}`], 1 + (n % 50), 20)));
}

await onEachDatabase(run);
