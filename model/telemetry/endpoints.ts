/**
 * Where the keys send to (README.md, Configuration; docs/telemetry.md). Shared by the browser, which sends, and the
 * server, which allows exactly these origins in the Content-Security-Policy's connect-src.
 *
 * LOGGING_KEY is the DSN of a Sentry-compatible error-reporting service: `https://<public key>@<host>/<project>`.
 * ANALYTICS_KEY is the site id the analytics service (Plausible) knows the applications by, sent to its hosted
 * endpoint; or, for a self-hosted service, `https://<site id>@<host>[/<path>]` (path default `/api/event`).
 */
export const HOSTED_ANALYTICS_ENDPOINT = 'https://plausible.io/api/event';

function parseUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** The origin crash reports go to, or null for a key that is no DSN (remote logging then stays off). */
export function crashReportOrigin(loggingKey: string | undefined): string | null {
  const url = loggingKey ? parseUrl(loggingKey.trim()) : null;
  return url && url.username && url.pathname.length > 1 ? url.origin : null;
}

export interface AnalyticsTarget {
  site: string;
  endpoint: string;
}

/** The site id and endpoint of ANALYTICS_KEY, or null when it is empty or unreadable. */
export function analyticsTarget(analyticsKey: string | undefined): AnalyticsTarget | null {
  const key = analyticsKey?.trim();
  if (!key) return null;
  if (!/^https?:\/\//i.test(key)) return { site: key, endpoint: HOSTED_ANALYTICS_ENDPOINT };
  const url = parseUrl(key);
  if (!url || !url.username) return null;
  const path = url.pathname.length > 1 ? url.pathname : '/api/event';
  return { site: decodeURIComponent(url.username), endpoint: `${url.origin}${path}` };
}

/** Every origin the configured keys send to, for connect-src. */
export function telemetryOrigins(keys: { analyticsKey?: string; loggingKey?: string }): string[] {
  const analytics = analyticsTarget(keys.analyticsKey);
  return [crashReportOrigin(keys.loggingKey), analytics ? new URL(analytics.endpoint).origin : null]
    .filter((origin): origin is string => !!origin);
}
