import { createGlobalErrorHandler, installGlobalErrorHandler, type ErrorContext, type GlobalErrorHandler } from '../errors/globalErrorHandler';
import { analyticsAllowed, onAnalyticsConsent } from '../telemetry/consent';
import { startTelemetry, type AnalyticsProps, type Telemetry, type TelemetryConfig, type TelemetryLoaders } from '../telemetry/telemetry';

/**
 * Page-wide services of a running application: the global error handler (installed at once) and analytics /
 * remote logging (started when the runtime configuration says they are configured). Global by nature — one
 * browser page has one window error handler — and started once. What happens before the configuration arrived
 * (the first page view, an error during start) is kept and handed on once it has.
 */
export interface RuntimeServices {
  errorHandler: GlobalErrorHandler;
  telemetry: Telemetry;
  /**
   * The published app shows the page at `path`: a page view is recorded (where the application asks for consent,
   * once the visitor agreed), and crash reports name this page.
   */
  trackPageView(path: string, options?: { consentAsked?: boolean }): void;
  /** An event of a widget (added to cart, order placed, ...), under the same consent rule as page views. */
  trackEvent(name: string, props?: AnalyticsProps): void;
}

/** Bounds what waits for the configuration, so a page that never gets it does not grow. */
const MAX_WAITING = 50;

let services: RuntimeServices | null = null;

export function startRuntimeServices(loadConfig: () => Promise<TelemetryConfig>, loaders?: TelemetryLoaders): RuntimeServices {
  if (services) return services;
  let telemetry: Telemetry = { analytics: null, logger: null };
  let started = false;
  const waiting: (() => void)[] = [];
  const whenStarted = (work: () => void) => {
    if (started) work();
    else if (waiting.length < MAX_WAITING) waiting.push(work);
  };
  let page: { path: string; url: string; consentAsked: boolean; viewSent: boolean } | null = null;

  const sendPageView = () => {
    if (!page || page.viewSent || !telemetry.analytics || !analyticsAllowed(page.consentAsked)) return;
    page.viewSent = true;
    telemetry.analytics.pageView(page.url);
  };
  onAnalyticsConsent(sendPageView); // agreeing counts the page the visitor is on

  const errorHandler = createGlobalErrorHandler({
    report: (error, context: ErrorContext) => {
      const where = { ...context, page: page?.path };
      whenStarted(() => telemetry.logger?.report(error, where));
    },
  });
  installGlobalErrorHandler(errorHandler);
  const current: RuntimeServices = {
    errorHandler,
    get telemetry() {
      return telemetry;
    },
    trackPageView(path, options = {}) {
      const location = globalThis.location;
      page = { path: `/${path}`, url: location ? `${location.origin}/${path}` : `/${path}`, consentAsked: !!options.consentAsked, viewSent: false };
      whenStarted(sendPageView);
    },
    trackEvent(name, props) {
      const consentAsked = !!page?.consentAsked;
      whenStarted(() => {
        if (analyticsAllowed(consentAsked)) telemetry.analytics?.track(name, props);
      });
    },
  };
  services = current;
  void loadConfig()
    .catch(() => ({}))
    .then((config) => {
      telemetry = startTelemetry(config, loaders);
      started = true;
      for (const work of waiting.splice(0)) work();
    });
  return current;
}

export function runtimeServices(): RuntimeServices | null {
  return services;
}

/** For tests: forget the started services (the window handlers of the old ones stay until the page goes). */
export function resetRuntimeServices(): void {
  services = null;
}
