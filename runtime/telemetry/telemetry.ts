import { analyticsTarget, crashReportOrigin, type AnalyticsTarget } from '../../model/telemetry/endpoints';

/**
 * Visitor analytics and remote error logging (docs/telemetry.md): each starts only when its key is configured
 * (GET /api/runtime-config gives analyticsKey / loggingKey), and only then is its client loaded, as a chunk of its
 * own. Without keys nothing is loaded and no request leaves the page.
 */
export interface TelemetryConfig {
  analyticsKey?: string;
  loggingKey?: string;
  /** The product's release, sent with every crash report. */
  release?: string;
}

/** Where an error happened: the page (path of the published app) and the widget whose boundary caught it. */
export interface CrashContext {
  page?: string;
  widgetType?: string;
}

export type AnalyticsProps = Record<string, string | number | boolean>;

export interface AnalyticsClient {
  /** `url` is the full address of the page shown. */
  pageView(url: string): void;
  track(name: string, props?: AnalyticsProps): void;
}

export interface RemoteLogger {
  report(error: Error, context?: CrashContext): void;
  /** Resolves once what was reported so far has been handed to the service (or could not be). */
  flush(timeoutMs?: number): Promise<boolean>;
}

export interface Telemetry {
  analytics: AnalyticsClient | null;
  logger: RemoteLogger | null;
}

export interface TelemetryLoaders {
  crashSender(): Promise<typeof import('./sentryReporter')>;
  analytics(): Promise<typeof import('./plausibleAnalytics')>;
}

const DEFAULT_LOADERS: TelemetryLoaders = {
  crashSender: () => import('./sentryReporter'),
  analytics: () => import('./plausibleAnalytics'),
};

/** Calls wait for the client's code; a client that fails to load drops them (telemetry never breaks a page). */
function deferred<T extends object>(load: Promise<T>) {
  const ready = load.catch(() => null);
  return (use: (client: T) => void) => void ready.then((client) => client && use(client));
}

export function createRemoteLogger(dsn: string, release: string | undefined, loaders: TelemetryLoaders = DEFAULT_LOADERS): RemoteLogger {
  const sender = loaders.crashSender().then((module) => module.createCrashSender({ dsn, release }));
  const withSender = deferred(sender);
  return {
    report: (error, context) => withSender((client) => client.send(error, context)),
    flush: (timeoutMs) => sender.then((client) => client.flush(timeoutMs), () => false),
  };
}

export function createAnalyticsClient(target: AnalyticsTarget, loaders: TelemetryLoaders = DEFAULT_LOADERS): AnalyticsClient {
  const withClient = deferred(loaders.analytics().then((module) => module.createPlausibleClient(target)));
  return {
    pageView: (url) => withClient((client) => client.pageView(url)),
    track: (name, props) => withClient((client) => client.track(name, props)),
  };
}

/** Starts what is configured: no key (or an unreadable one), no client and no code loaded. */
export function startTelemetry(config: TelemetryConfig, loaders: TelemetryLoaders = DEFAULT_LOADERS): Telemetry {
  const target = analyticsTarget(config.analyticsKey);
  const dsn = crashReportOrigin(config.loggingKey) ? config.loggingKey!.trim() : null;
  return {
    analytics: target ? createAnalyticsClient(target, loaders) : null,
    logger: dsn ? createRemoteLogger(dsn, config.release, loaders) : null,
  };
}
