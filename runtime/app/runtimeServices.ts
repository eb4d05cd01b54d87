import { createGlobalErrorHandler, installGlobalErrorHandler, type GlobalErrorHandler } from '../errors/globalErrorHandler';
import { startTelemetry, type Telemetry, type TelemetryConfig } from '../telemetry/telemetry';

/**
 * Page-wide services of a running application: the global error handler (installed at once) and analytics /
 * remote logging (started when the runtime configuration says they are configured). Global by nature — one
 * browser page has one window error handler — and started once.
 */
export interface RuntimeServices {
  errorHandler: GlobalErrorHandler;
  telemetry: Telemetry;
  /** Records a page view now, or as soon as analytics has started (views before the config arrives count). */
  trackPageView(path: string): void;
}

let services: RuntimeServices | null = null;

export function startRuntimeServices(loadConfig: () => Promise<TelemetryConfig>): RuntimeServices {
  if (services) return services;
  let telemetry: Telemetry = { analytics: null, logger: null };
  let started = false;
  const pendingViews: string[] = [];
  const errorHandler = createGlobalErrorHandler({ report: (error) => telemetry.logger?.report(error) });
  installGlobalErrorHandler(errorHandler);
  const current: RuntimeServices = {
    errorHandler,
    get telemetry() {
      return telemetry;
    },
    trackPageView(path) {
      if (started) telemetry.analytics?.pageView(path);
      else pendingViews.push(path);
    },
  };
  services = current;
  void loadConfig()
    .catch(() => ({}))
    .then((config) => {
      telemetry = startTelemetry(config);
      started = true;
      for (const path of pendingViews.splice(0)) telemetry.analytics?.pageView(path);
    });
  return current;
}

export function runtimeServices(): RuntimeServices | null {
  return services;
}
