/**
 * API throughput: `GET /api/users/me` (token lookup, role permissions, user load) with 100 concurrent
 * connections for 10 s against `server/main.ts` on the embedded database (PGlite in a fresh DATA_DIR), measured
 * by autocannon from this process while the server runs in its own. Prints:
 *   {"name":"api.users-me.rps","value":<mean req/s>,"unit":"req/s","n":<requests>}
 *   {"name":"api.users-me.p50","value":..,"unit":"ms","n":..}  {"name":"api.users-me.p99",...}
 *   {"name":"api.users-me.errors","value":<connection errors incl. timeouts + non-2xx>,"unit":"count","n":..}
 * BENCH_DURATION (seconds) and BENCH_CONNECTIONS override the defaults.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { autocannon, connections, duration } from './lib/load';
import { ADMIN_PASSWORD as password, startServer } from './lib/product-server';

const work = mkdtempSync(path.join(os.tmpdir(), 'baukasten-bench-'));
const server = await startServer({ DATA_DIR: path.join(work, 'data'), STATIC_DIR: path.join(work, 'dist'), DATABASE_URL: '', ADMIN_EMAIL: 'admin@example.com' });

try {
  const { baseUrl } = server;
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password }),
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  const { token } = (await login.json()) as { token: string };

  const result = await autocannon({
    url: `${baseUrl}/api/users/me`, connections, duration, headers: { authorization: `Bearer ${token}` },
  });
  const n = result.requests.total;
  const line = (name: string, value: number, unit: string) => console.log(JSON.stringify({ name, value, unit, n }));
  line('api.users-me.rps', Math.round(result.requests.average), 'req/s');
  line('api.users-me.p50', result.latency.p50, 'ms');
  line('api.users-me.p99', result.latency.p99, 'ms');
  line('api.users-me.errors', result.errors + result.non2xx, 'count'); // autocannon's errors include timeouts
  console.error(`api.users-me: ${result.errors} errors (${result.timeouts} of them timeouts), ${result.non2xx} non-2xx answers`);
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
