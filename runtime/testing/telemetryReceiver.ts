import { createServer, type IncomingMessage, type Server } from 'node:http';

/**
 * A local stand-in for the error-reporting and analytics services, for tests: it speaks Sentry's envelope endpoint
 * (`POST /api/<project>/envelope/`) and Plausible's event endpoint (`POST /api/event`), records what arrives and
 * answers as the services do, with CORS open so a page of another origin may send. `keys()` gives the LOGGING_KEY
 * and ANALYTICS_KEY that point at it.
 */
export interface ReceivedEnvelope {
  headers: Record<string, string | string[] | undefined>;
  url: string;
  envelope: Record<string, unknown>;
  items: { header: Record<string, unknown>; payload: any }[];
}

export interface ReceivedAnalyticsEvent {
  url: string;
  body: { n: string; u: string; d: string; r?: string | null; p?: Record<string, string> };
}

export interface TelemetryReceiver {
  port: number;
  origin: string;
  crashReports: ReceivedEnvelope[];
  analyticsEvents: ReceivedAnalyticsEvent[];
  keys(site?: string): { loggingKey: string; analyticsKey: string };
  close(): Promise<void>;
}

const PROJECT = '42';
const PUBLIC_KEY = 'testpublickey';

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** An envelope is newline-separated JSON: its header, then per item a header line and a payload line. */
export function parseEnvelope(text: string): Pick<ReceivedEnvelope, 'envelope' | 'items'> {
  const [first, ...rest] = text.split('\n').filter((line) => line.trim() !== '');
  const items: ReceivedEnvelope['items'] = [];
  for (let i = 0; i + 1 < rest.length; i += 2) items.push({ header: JSON.parse(rest[i]), payload: JSON.parse(rest[i + 1]) });
  return { envelope: JSON.parse(first), items };
}

/** Starts the receiver on `port` (0: a free one). */
export async function startTelemetryReceiver(port = 0): Promise<TelemetryReceiver> {
  const crashReports: ReceivedEnvelope[] = [];
  const analyticsEvents: ReceivedAnalyticsEvent[] = [];
  const server: Server = createServer(async (request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', '*');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    const body = await readBody(request);
    const url = request.url ?? '/';
    if (request.method === 'POST' && url.startsWith(`/api/${PROJECT}/envelope/`)) {
      crashReports.push({ headers: request.headers, url, ...parseEnvelope(body) });
      return void response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    }
    if (request.method === 'POST' && url.startsWith('/api/event')) {
      analyticsEvents.push({ url, body: JSON.parse(body) });
      return void response.writeHead(202, { 'Content-Type': 'text/plain' }).end('ok');
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const origin = `http://127.0.0.1:${actualPort}`;
  return {
    port: actualPort,
    origin,
    crashReports,
    analyticsEvents,
    keys: (site = 'shop.example.com') => ({
      loggingKey: `http://${PUBLIC_KEY}@127.0.0.1:${actualPort}/${PROJECT}`,
      analyticsKey: `http://${encodeURIComponent(site)}@127.0.0.1:${actualPort}/api/event`,
    }),
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
