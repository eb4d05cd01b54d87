import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTelemetryReceiver, type TelemetryReceiver } from '../../runtime/testing/telemetryReceiver.js';
import { startTestServer, type TestServer } from '../test/harness.js';

/**
 * Server errors (5xx) reach the error-reporting service of LOGGING_KEY: once per distinct message, with the
 * release and route, without the request's credentials or the caller's data; client errors (4xx) never.
 */
let receiver: TelemetryReceiver;
let server: TestServer;

beforeAll(async () => {
  receiver = await startTelemetryReceiver();
  server = await startTestServer({
    config: { loggingKey: receiver.keys().loggingKey },
    configure: (app) => {
      app.get('/api/test-failure', { config: { access: { public: true, tenantOptional: true } } }, async (request) => {
        throw new Error(`storage failed for ${(request.query as { who?: string }).who ?? 'nobody'}`);
      });
    },
  });
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

const eventOf = (report: TelemetryReceiver['crashReports'][number]) => report.items.find((item) => item.header.type === 'event')!.payload;

describe('server crash reports', () => {
  it('report a 5xx once per distinct message, with release and route and nothing of the caller', async () => {
    const token = await server.adminToken();
    for (let i = 0; i < 3; i++) {
      const answer = await server.call('GET', '/api/test-failure?who=ada@example.com', { token });
      expect(answer.status).toBe(500);
    }
    await expect.poll(() => receiver.crashReports.length, { timeout: 5000 }).toBe(1);
    const event = eventOf(receiver.crashReports[0]);
    expect(event).toMatchObject({ release: expect.stringMatching(/^baukasten@/), tags: { route: '/api/test-failure', method: 'GET', side: 'server' } });
    expect(event.exception.values[0].value).toBe('storage failed for [email]');
    const sent = JSON.stringify(receiver.crashReports);
    expect(sent).not.toContain(token);
    expect(sent).not.toContain('ada@example.com');
    expect(event.request).toBeUndefined();
  });

  it('never report bad input', async () => {
    const before = receiver.crashReports.length;
    expect((await server.call('GET', '/api/products?page=0', { tenant: 'demo' })).status).toBe(400);
    expect((await server.call('GET', '/api/products/nope', { tenant: 'demo' })).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.crashReports.length).toBe(before);
  });
});
