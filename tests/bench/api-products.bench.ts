/**
 * Product API under load, with 10,000 products: the product store's list (`GET /api/products?size=100&sort=-id`)
 * and the product list's tags search (`POST /api/products/search`, tags `in` two tags, combined by or; once as
 * the widget sends it, ignoring case, once with caseSensitive), each with
 * 100 connections for 10 s (autocannon from this process; the server runs `server/main.ts` in its own process).
 * These repeat one identical request, as 100 shoppers opening the same product page do, so after the first
 * answer the server's read cache serves them (server/resources/core/read-cache.ts: one revision lookup per call).
 * What a different search on every request costs (the database path without the cache) is
 * api-search-uncached.bench.ts. Runs on PGlite and, when configured, PostgreSQL (tests/bench/lib/product-server.ts).
 * Prints per backend and call `api.products.<call>.<db>.rps`, `.p50`, `.p99`, `.errors` and `.timeouts`.
 * BENCH_DURATION (seconds), BENCH_CONNECTIONS and BENCH_PRODUCTS override the defaults.
 */
import { expectProducts, measure, onEachDatabase, TAGS, TENANT } from './lib/product-server';

async function run(label: string, baseUrl: string): Promise<void> {
  const headers = { 'x-tenant-id': TENANT, 'content-type': 'application/json' };
  await expectProducts(baseUrl);
  await measure(`api.products.list.${label}`, { url: `${baseUrl}/api/products?page=1&size=100&sort=-id`, headers });
  // As the product list widget sends it (runtime/widgets/shop/productSearch.ts): tags ignoring case.
  await measure(`api.products.search-tags.${label}`, {
    url: `${baseUrl}/api/products/search`, method: 'POST', headers,
    body: JSON.stringify({
      logicalOperator: 'and', page: 1, size: 100, sort: '-id',
      fieldSearches: [{ logicalOperator: 'or', fieldSearches: [{ type: 'string', fieldname: 'tags', matcher: 'in', value: [TAGS[3], TAGS[11]] }] }],
    }),
  });
  // The same with exact tags (caseSensitive), which compares without unpacking the values.
  await measure(`api.products.search-tags-exact.${label}`, {
    url: `${baseUrl}/api/products/search`, method: 'POST', headers,
    body: JSON.stringify({
      logicalOperator: 'or', page: 1, size: 100, sort: '-id',
      fieldSearches: [{ type: 'string', fieldname: 'tags', matcher: 'in', value: [TAGS[3], TAGS[11]], caseSensitive: true }],
    }),
  });
}

await onEachDatabase(run);
