import {
  BrowserClient, defaultStackParser, makeBrowserOfflineTransport, makeFetchTransport, Scope,
  type BrowserOptions, type ErrorEvent,
} from '@sentry/browser';
import { scrubText, scrubUrl } from '../../model/telemetry/scrub';
import type { CrashContext } from './telemetry';

/**
 * Sends crash reports to a Sentry-compatible service through its own browser client. Loaded only when LOGGING_KEY
 * is set (a chunk of its own). The client is used alone, without Sentry's global handlers and integrations: the
 * global error handler (runtime/errors) decides what is reported, once per distinct message and page load. Reports
 * that cannot be sent (offline, the service down) wait in IndexedDB and are sent again when the page is back online
 * and at the next start.
 */
export interface CrashSenderOptions {
  dsn: string;
  release?: string;
  /** Default: the offline-capable fetch transport. */
  transport?: BrowserOptions['transport'];
}

export interface CrashSender {
  send(error: Error, context?: CrashContext): void;
  flush(timeoutMs?: number): Promise<boolean>;
}

/** The IndexedDB database of reports waiting for one service: a queue never sends to another service. */
export function offlineQueueName(dsn: string): string {
  const url = new URL(dsn);
  return `baukasten-crash-reports ${url.host}${url.pathname}`;
}

/** Drops everything about the visitor and the request; scrubs texts that may quote them. */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  delete event.user;
  delete event.breadcrumbs;
  delete event.server_name;
  if (event.request) event.request = event.request.url ? { url: scrubUrl(event.request.url) } : {};
  if (event.message) event.message = scrubText(event.message);
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = scrubText(exception.value);
    for (const frame of exception.stacktrace?.frames ?? []) {
      if (frame.filename) frame.filename = scrubUrl(frame.filename);
      if (frame.abs_path) frame.abs_path = scrubUrl(frame.abs_path);
    }
  }
  return event;
}

export function createCrashSender({ dsn, release, transport }: CrashSenderOptions): CrashSender {
  const client = new BrowserClient({
    dsn,
    release,
    // Reports left from an earlier visit go out at start.
    transport: transport ?? ((options) => makeBrowserOfflineTransport(makeFetchTransport)({ ...options, flushAtStartup: true, dbName: offlineQueueName(dsn) })),
    stackParser: defaultStackParser,
    integrations: [],
    maxBreadcrumbs: 0,
    beforeSend: scrubEvent,
  });
  const scope = new Scope();
  scope.setClient(client);
  client.init();
  return {
    send(error, context = {}) {
      const report = scope.clone();
      if (context.page !== undefined) report.setTag('page', scrubUrl(context.page || '/'));
      if (context.widgetType) report.setTag('widgetType', context.widgetType);
      report.captureException(error);
    },
    flush: (timeoutMs = 2000) => Promise.resolve(client.flush(timeoutMs)),
  };
}
