import { init, track } from '@plausible-analytics/tracker';
import type { AnalyticsTarget } from '../../model/telemetry/endpoints';
import { scrubText, scrubUrl } from '../../model/telemetry/scrub';
import type { AnalyticsClient, AnalyticsProps } from './telemetry';

/**
 * Visitor analytics through Plausible's own tracker (cookieless: it stores nothing in the browser). Loaded only when
 * ANALYTICS_KEY is set. Page views are sent by the runtime when a content entry is shown (published applications
 * route without page loads), never automatically; addresses leave without query string and fragment.
 */
let started: AnalyticsTarget | null = null;

export function createPlausibleClient(target: AnalyticsTarget): AnalyticsClient {
  if (!started) {
    init({
      domain: target.site,
      endpoint: target.endpoint,
      autoCapturePageviews: false,
      captureOnLocalhost: true,
      logging: false,
      bindToWindow: false,
      transformRequest: (payload) => ({ ...payload, u: scrubUrl(payload.u), r: payload.r ? scrubUrl(payload.r) : payload.r }),
    });
    started = target;
  }
  const props = (data: AnalyticsProps = {}) =>
    Object.fromEntries(Object.entries(data).map(([key, value]) => [key, scrubText(String(value))]));
  return {
    pageView: (url) => track('pageview', { url }),
    track: (name, data) => track(name, { props: props(data) }),
  };
}
