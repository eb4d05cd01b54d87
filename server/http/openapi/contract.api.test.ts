import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANT, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../../test/harness.js';
import { useTestServer } from '../../test/use-test-server.js';
import { AnswerChecker } from '../../test/contract/check-answer.js';
import { invalidValue, validValue, type Components, type JsonSchema } from '../../test/contract/schema-arbitrary.js';
import { createContactsType, DATA_TYPE_PATH, FIXTURES } from '../../resources/tests/fixtures.js';

/**
 * The contract test: walks GET /api/openapi.json and, for every operation, sends requests generated from the
 * documented schemas (fast-check, seeded) to the real server, then checks that every answer has a documented
 * status and matches the schema documented for it:
 * - valid requests (path ids of existing entities most of the time), as the seeded administrator;
 * - invalid requests (one parameter or the body broken), which must also be refused with a 4xx;
 * - one call without a token, only X-Tenant-Id.
 * CONTRACT_SEED=<n> repeats a run with other data; a mismatch names the seed, the call and the answer.
 */
const SEED = Number(process.env.CONTRACT_SEED ?? 20261124);
const VALID_PER_OPERATION = 5;
const INVALID_PER_OPERATION = 3;
const METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete'];

interface Operation {
  method: string;
  path: string;
  spec: JsonSchema;
}

interface Request {
  pathParams: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body?: unknown;
}

const server = useTestServer({ timeoutMs: 120_000 });
let components: Components;
let operations: Operation[];
let checker: AnswerChecker;
/** Path parameter → ids of entities that exist, so generated calls reach the handlers and not only 404s. */
const existing = new Map<string, string>();

function seedOf(key: string): number {
  let hash = SEED;
  for (const char of key) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/** DELETE last, so the other calls find the entities they name. */
const ORDER = ['get', 'head', 'post', 'put', 'patch', 'delete'];

beforeAll(async () => {
  const document = (await server.call('GET', '/api/openapi.json')).body;
  components = document.components.schemas;
  checker = new AnswerChecker(components);
  operations = Object.entries(document.paths as Record<string, Record<string, JsonSchema>>)
    .flatMap(([path, item]) => Object.entries(item).filter(([m]) => METHODS.includes(m)).map(([method, spec]) => ({ method, path, spec })))
    .sort((a, b) => ORDER.indexOf(a.method) - ORDER.indexOf(b.method));

  await createContactsType(server, server.admin);
  existing.set('typePath', DATA_TYPE_PATH);
  for (const fixture of FIXTURES.filter((f) => !f.readOnly)) {
    const created = await server.call('POST', `/api${fixture.path}`, { token: server.admin, body: fixture.create(1) });
    if (created.status === 201) existing.set(fixture.path, created.body.id);
  }
  existing.set('projectId', existing.get('/projects')!);
  existing.set('userId', existing.get('/users')!);
  const audit = await server.call('GET', '/api/auditlog?size=1', { token: server.admin });
  existing.set('/auditlog', audit.body.elements[0].id);
  const token = await server.call('POST', '/api/servicetokens', { token: server.admin, body: { name: 'contract' } });
  existing.set('/servicetokens', token.body.id);
}, 120_000);

/** The id of an existing entity for `{id}` in `path` (`/api/data/{typePath}/{id}` → the record). */
function existingValue(path: string, name: string): string | undefined {
  if (name !== 'id') return existing.get(name);
  const collection = path.replace(/^\/api/, '').replace(/\/\{id\}.*$/, '').replace('{typePath}', DATA_TYPE_PATH);
  return existing.get(collection);
}

function parametersOf(operation: Operation, place: string): JsonSchema[] {
  return ((operation.spec.parameters ?? []) as JsonSchema[]).filter((p) => p.in === place);
}

function groupArbitrary(operation: Operation, place: string): fc.Arbitrary<Record<string, unknown>> {
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  const required: string[] = [];
  for (const parameter of parametersOf(operation, place)) {
    let arbitrary = validValue(parameter.schema, components);
    const known = place === 'path' ? existingValue(operation.path, parameter.name) : undefined;
    if (known) arbitrary = fc.oneof({ arbitrary: fc.constant(known), weight: 4 }, { arbitrary, weight: 1 });
    record[parameter.name] = arbitrary;
    if (parameter.required || place === 'path') required.push(parameter.name);
  }
  return fc.record(record, { requiredKeys: required });
}

function bodySchema(operation: Operation): JsonSchema | undefined {
  return operation.spec.requestBody?.content?.['application/json']?.schema;
}

function validRequest(operation: Operation): fc.Arbitrary<Request> {
  const body = bodySchema(operation);
  return fc.record({
    pathParams: groupArbitrary(operation, 'path'),
    query: groupArbitrary(operation, 'query'),
    headers: groupArbitrary(operation, 'header'),
    body: body ? validValue(body, components) : fc.constant(undefined),
  });
}

/** A valid request with exactly one part broken: a parameter or the body. */
function invalidRequest(operation: Operation): fc.Arbitrary<Request> | null {
  const breakers: fc.Arbitrary<(request: Request) => Request>[] = [];
  for (const place of ['path', 'query', 'header']) {
    const key = place === 'path' ? 'pathParams' : place === 'query' ? 'query' : 'headers';
    for (const parameter of parametersOf(operation, place)) {
      const broken = invalidValue(parameter.schema, components, true);
      if (broken) breakers.push(broken.map((value) => (r: Request) => ({ ...r, [key]: { ...r[key], [parameter.name]: value } })));
      if (parameter.required && place !== 'path') {
        breakers.push(fc.constant((r: Request) => {
          const { [parameter.name]: _dropped, ...rest } = r[key];
          return { ...r, [key]: rest };
        }));
      }
    }
  }
  const body = bodySchema(operation);
  const brokenBody = body && invalidValue(body, components);
  if (brokenBody) breakers.push(brokenBody.map((value) => (r: Request) => ({ ...r, body: value })));
  if (breakers.length === 0) return null;
  return fc.tuple(validRequest(operation), fc.oneof(...breakers)).map(([request, breaker]) => breaker(request));
}

/** Query values as the wire carries them; objects and lists as JSON (they are invalid there anyway). */
const queryText = (value: unknown) => (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));

async function send(operation: Operation, request: Request, auth: 'admin' | 'anonymous') {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(queryText(request.pathParams[name])));
  const query = new URLSearchParams(Object.entries(request.query).map(([k, v]) => [k, queryText(v)])).toString();
  const headers: Record<string, string> = { 'X-Tenant-Id': DEMO_TENANT };
  for (const [name, value] of Object.entries(request.headers)) headers[name] = queryText(value);
  if (auth === 'admin') {
    // Logging out revokes the token it is called with: that call gets a token of its own.
    headers.Authorization = `Bearer ${operation.path === '/api/auth/logout' ? await server.login(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, DEMO_TENANT) : server.admin}`;
  }
  let body: string | undefined;
  if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  const response = await fetch(`${server.baseUrl}${path}${query ? `?${query}` : ''}`, { method: operation.method.toUpperCase(), headers, body });
  const text = await response.text();
  const call = `${operation.method.toUpperCase()} ${path}${query ? `?${query}` : ''}${body ? ` ${body.slice(0, 300)}` : ''}`;
  return { call, answer: { status: response.status, contentType: response.headers.get('content-type') ?? '', text } };
}

describe('the API answers as its description says (contract test)', () => {
  it('matches every documented answer for generated valid and invalid requests to every operation', async () => {
    const mismatches: string[] = [];
    let requests = 0;
    for (const operation of operations) {
      const key = `${operation.method} ${operation.path}`;
      const valid = fc.sample(validRequest(operation), { seed: seedOf(key), numRuns: VALID_PER_OPERATION });
      const broken = invalidRequest(operation);
      const invalid = broken ? fc.sample(broken, { seed: seedOf(`invalid ${key}`), numRuns: INVALID_PER_OPERATION }) : [];
      const runs: [Request, 'admin' | 'anonymous', boolean][] = [
        ...valid.map((r) => [r, 'admin', false] as [Request, 'admin', boolean]),
        ...invalid.map((r) => [r, 'admin', true] as [Request, 'admin', boolean]),
        [valid[0], 'anonymous', false],
      ];
      for (const [request, auth, isInvalid] of runs) {
        const { call, answer } = await send(operation, request, auth);
        requests += 1;
        const problems = checker.check(operation.spec, operation.method, answer);
        if (answer.status >= 500) problems.push(`a ${answer.status}`);
        if (isInvalid && answer.status < 400) problems.push(`an invalid request was accepted with ${answer.status}`);
        for (const problem of problems) mismatches.push(`${key} [${auth}${isInvalid ? ', invalid' : ''}] ${call} → ${problem}`);
      }
    }
    console.info(`contract test: ${requests} requests over ${operations.length} operations, seed ${SEED}, ${mismatches.length} mismatches`);
    expect(operations.length).toBeGreaterThan(150);
    expect(mismatches).toEqual([]);
  }, 240_000);
});
