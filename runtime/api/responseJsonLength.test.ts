import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiConfig, apiRequest, configureApi, responseJsonLength } from './http';

const BODY = JSON.stringify({ id: 'a1', name: 'Größe', content: [{ path: '', title: 'Start' }], version: 3 });
let server: Server;
let previous: ReturnType<typeof apiConfig>;

beforeAll(async () => {
  previous = { ...apiConfig() };
  server = createServer((request, response) => {
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.end(request.url?.endsWith('/list') ? '[1,2]' : BODY);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApi({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api` });
});
afterAll(async () => {
  configureApi(previous);
  await new Promise((resolve) => server.close(resolve));
});

describe('responseJsonLength', () => {
  it('is the length of the JSON text an object answer was parsed from (characters, not bytes)', async () => {
    const value = await apiRequest<object>('GET', '/applications/a1', { auth: false });
    expect(responseJsonLength(value)).toBe(BODY.length);
    expect(JSON.stringify(value).length).toBe(BODY.length);
    expect(responseJsonLength(await apiRequest<object>('GET', '/list', { auth: false }))).toBe(5);
  });

  it('knows nothing of objects that did not come from a response', async () => {
    const value = await apiRequest<object>('GET', '/applications/a1', { auth: false });
    expect(responseJsonLength({ ...value })).toBeUndefined();
  });
});
