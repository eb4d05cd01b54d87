import { createRequire } from 'node:module';
import path from 'node:path';

/** The HTTP load generator of the API benchmarks (autocannon, typed for what we read) and its settings. */
export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export const root = path.resolve(import.meta.dirname, '../../..');
/** Seconds per measured call and concurrent connections; the issues ask for 10 s and 100. */
export const duration = Number(process.env.BENCH_DURATION ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
