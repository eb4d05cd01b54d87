import { describe, expect, it } from 'vitest';
import { startTestServer } from '../test/harness.js';
import { TranslateQuery } from './schemas.js';

describe('closing the server', () => {
  it('lets a request in flight finish before the server is gone', async () => {
    let arrived!: () => void;
    const requestArrived = new Promise<void>((resolve) => { arrived = resolve; });
    let release!: () => void;
    const released = new Promise<void>((resolve) => { release = resolve; });
    const server = await startTestServer({
      configure: (app) => {
        app.get('/api/test/slow', { config: { access: { public: true, tenantOptional: true } }, schema: { querystring: TranslateQuery } },
          async () => {
            arrived();
            await released;
            return { finished: true };
          });
      },
    });
    const inFlight = server.call('GET', '/api/test/slow');
    await requestArrived;
    const closing = server.app.close();
    release();
    const result = await inFlight;
    await closing;
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ finished: true });
    await server.close().catch(() => undefined);
  });
});
