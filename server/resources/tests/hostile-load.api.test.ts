import { beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_LIMITS } from '../../../model/document/limits.js';
import { useTestServer } from '../../test/use-test-server.js';
import { expectBadRequest } from '../../test/expect-bad-request.js';
import { cachedUserSchemaCount, compileUserSchema } from '../core/validate.js';

/**
 * Requests built to stall the server: a widget tree 20,000 levels deep, documents beyond the size limits, a data
 * type whose pattern backtracks catastrophically. Each is a 400 naming the field, answered at once, and none
 * holds the event loop for more than about 100 ms: the server runs in this process, so a timer that must keep
 * firing every few milliseconds measures how long the loop was held.
 */
const server = useTestServer();
beforeAll(async () => {
  // The first document a process loads compiles the widget schemas' validators (once, about 100 ms): not measured.
  const warmUp = await server.call('POST', '/api/applications', { token: server.admin, rawBody: application(chain(3)) });
  expect(warmUp.status).toBe(201);
});

const MAX_BLOCK_MS = 100;

/**
 * Runs `work` while a 5 ms timer ticks; returns its result and the longest time the event loop was held between
 * two ticks. Measured as the process's CPU time between ticks, not wall time: on a busy machine the process also
 * waits for a core, which wall time would count although the loop was free.
 */
async function measureBlocking<T>(work: () => Promise<T>): Promise<{ result: T; longestGapMs: number }> {
  let last = process.cpuUsage();
  let longestGapMs = 0;
  const timer = setInterval(() => {
    const used = process.cpuUsage(last);
    longestGapMs = Math.max(longestGapMs, (used.user + used.system) / 1000);
    last = process.cpuUsage();
  }, 5);
  try {
    const result = await work();
    await new Promise((resolve) => setTimeout(resolve, 20)); // one more tick after the answer
    return { result, longestGapMs };
  } finally {
    clearInterval(timer);
  }
}

const application = (widget: string) => `{"name":"Hostile","schemaVersion":1,"content":[{"path":"","title":"S","widget":${widget}}]}`;

/** A chain of `levels` containers around a text, as JSON text (JSON.stringify cannot nest 20,000 levels). */
const chain = (levels: number) => Array.from({ length: levels }, (_, i) => `{"id":"n${i}","type":"Behaelter","slots":{"children":[`).join('')
  + '{"id":"leaf","type":"Text"}' + ']}}'.repeat(levels);

describe('documents beyond the limits', () => {
  it('a widget tree 20,000 levels deep (1.1 MB): 400 at once, the event loop stays free', async () => {
    const body = application(chain(20_000));
    expect(body.length).toBeGreaterThan(1_000_000);
    const started = performance.now();
    const { result, longestGapMs } = await measureBlocking(() => server.call('POST', '/api/applications', { token: server.admin, rawBody: body }));
    expectBadRequest(result, 'body');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(longestGapMs).toBeLessThan(MAX_BLOCK_MS);
  });

  it('one level deeper than the limit: 400 naming the path of the widget', async () => {
    const { result, longestGapMs } = await measureBlocking(() =>
      server.call('POST', '/api/applications', { token: server.admin, rawBody: application(chain(DOCUMENT_LIMITS.maxDepth + 1)) }));
    expectBadRequest(result, /^content\.0\.widget(\.slots\.children\.0){101}$/);
    expect(longestGapMs).toBeLessThan(MAX_BLOCK_MS);
    const fits = await server.call('POST', '/api/applications', { token: server.admin, rawBody: application(chain(DOCUMENT_LIMITS.maxDepth)) });
    expect(fits.status).toBe(201);
  });

  it('more widgets than the limit: 400 naming the first one too many', async () => {
    const children = Array.from({ length: DOCUMENT_LIMITS.maxNodes }, (_, i) => `{"id":"w${i}","type":"Text"}`).join(',');
    const body = `{"name":"Many","widget":{"id":"root","type":"Behaelter","slots":{"children":[${children}]}}}`;
    const { result, longestGapMs } = await measureBlocking(() => server.call('POST', '/api/compoundwidgets', { token: server.admin, rawBody: body }));
    expectBadRequest(result, `widget.slots.children.${DOCUMENT_LIMITS.maxNodes - 1}`);
    // A body this large (1.5 MB) has to be parsed and walked before the limit can refuse it (the client's side of
    // the call runs in this process too): about 50 ms of CPU on an idle machine, some 200 ms on a busy one. The
    // bound is relative to parsing it here, so it holds on any machine: refusing costs a few parses, not a load
    // of 20,000 widgets.
    const parseStarted = performance.now();
    JSON.parse(body);
    const parseMs = performance.now() - parseStarted;
    expect(longestGapMs).toBeLessThan(Math.max(250, 10 * parseMs));
  });
});

describe('user-supplied patterns', () => {
  it('a data type with ^(a+)+$ checks records in linear time', async () => {
    const type = await server.call('POST', '/api/datatypes', { token: server.admin, body: { path: 'evil', schema: {
      type: 'object', properties: { s: { type: 'string', pattern: '^(a+)+$' } }, patternProperties: { '^(b+)+$': { type: 'string' } },
    } } });
    expect(type.status).toBe(201);
    const { result, longestGapMs } = await measureBlocking(async () => [
      await server.call('POST', '/api/data/evil', { token: server.admin, body: { s: `${'a'.repeat(40)}!` } }),
      await server.call('POST', '/api/data/evil', { token: server.admin, body: { [`${'b'.repeat(40)}!`]: 'x', s: 'aaa' } }),
    ]);
    expectBadRequest(result[0], 's');
    expect(result[1].status).toBe(201);
    expect(longestGapMs).toBeLessThan(MAX_BLOCK_MS);
    expect((await server.call('POST', '/api/data/evil', { token: server.admin, body: { s: 'aaaa' } })).status).toBe(201);
  });

  it('a pattern only a backtracking engine can run (lookahead, backreference) is a 400 on schema', async () => {
    for (const pattern of ['^(?=a)a$', '^(a)\\1$']) {
      const result = await server.call('POST', '/api/datatypes', { token: server.admin, body: { path: 'refused', schema: { type: 'string', pattern } } });
      expectBadRequest(result, 'schema');
    }
  });

  it('compiling user schemas does not grow the validator cache', () => {
    compileUserSchema({ type: 'object' });
    const before = cachedUserSchemaCount();
    for (let i = 0; i < 500; i++) compileUserSchema({ type: 'object', properties: { [`f${i}`]: { type: 'string', pattern: `^x{${i}}$` } } });
    expect(cachedUserSchemaCount()).toBe(before);
  });
});
