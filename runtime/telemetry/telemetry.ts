/**
 * Visitor analytics and remote error logging: each starts only when its key is configured (GET /api/runtime-config
 * gives analyticsKey / loggingKey). The clients record what they would send; shipping the records to the services is
 * a transport added where the network allows it.
 */
export interface TelemetryConfig {
  analyticsKey?: string;
  loggingKey?: string;
}

export interface AnalyticsEvent {
  name: string;
  data?: Record<string, unknown>;
  at: number;
}

export interface AnalyticsClient {
  readonly key: string;
  readonly events: readonly AnalyticsEvent[];
  pageView(path: string): void;
  track(name: string, data?: Record<string, unknown>): void;
}

export interface CrashReport {
  message: string;
  stack?: string;
  at: number;
}

export interface RemoteLogger {
  readonly key: string;
  readonly reports: readonly CrashReport[];
  report(error: Error): void;
}

export interface Telemetry {
  analytics: AnalyticsClient | null;
  logger: RemoteLogger | null;
}

/** Kept bounded so a long-lived page does not grow without end while nothing ships the records. */
const MAX_RECORDS = 500;

function push<T>(list: T[], item: T): void {
  list.push(item);
  if (list.length > MAX_RECORDS) list.shift();
}

export function createAnalyticsClient(key: string, now: () => number = Date.now): AnalyticsClient {
  const events: AnalyticsEvent[] = [];
  return {
    key,
    events,
    pageView: (path) => push(events, { name: 'pageView', data: { path }, at: now() }),
    track: (name, data) => push(events, { name, data, at: now() }),
  };
}

export function createRemoteLogger(key: string, now: () => number = Date.now): RemoteLogger {
  const reports: CrashReport[] = [];
  return {
    key,
    reports,
    report: (error) => push(reports, { message: error.message, stack: error.stack, at: now() }),
  };
}

/** Starts what is configured: no key, no client. */
export function startTelemetry(config: TelemetryConfig): Telemetry {
  const analyticsKey = config.analyticsKey?.trim();
  const loggingKey = config.loggingKey?.trim();
  return {
    analytics: analyticsKey ? createAnalyticsClient(analyticsKey) : null,
    logger: loggingKey ? createRemoteLogger(loggingKey) : null,
  };
}
