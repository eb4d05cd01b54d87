import { expect } from 'vitest';
import type { CallResult } from './harness.js';

/** A 400 whose details name `field` (a dotted path, or a pattern for long ones). */
export function expectBadRequest(result: CallResult, field: string | RegExp): void {
  expect(result.status, JSON.stringify(result.body).slice(0, 300)).toBe(400);
  const fields: string[] = (result.body?.error?.details ?? []).map((d: { field?: string }) => d.field ?? '');
  const named = fields.some((f) => (typeof field === 'string' ? f === field : field.test(f)));
  expect(named, `${String(field)} not among ${fields.join(', ')}`).toBe(true);
}
