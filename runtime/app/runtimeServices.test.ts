// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportGlobalError } from '../errors/globalErrorHandler';
import { answerAnalyticsConsent, ANALYTICS_CONSENT_KEY, asksForConsent, resetAnalyticsConsent } from '../telemetry/consent';
import type { TelemetryConfig, TelemetryLoaders } from '../telemetry/telemetry';
import { resetRuntimeServices, startRuntimeServices } from './runtimeServices';

/** In-memory stand-ins for the two clients: what the page hands to them (their sending is tested in runtime/telemetry). */
function recordingLoaders() {
  const views: string[] = [];
  const events: [string, unknown][] = [];
  const reports: [string, unknown][] = [];
  const loaders: TelemetryLoaders = {
    crashSender: vi.fn(async () => ({
      createCrashSender: () => ({ send: (error: Error, context: unknown) => void reports.push([error.message, context]), flush: async () => true }),
    }) as never),
    analytics: vi.fn(async () => ({
      createPlausibleClient: () => ({ pageView: (url: string) => void views.push(url), track: (name: string, props: unknown) => void events.push([name, props]) }),
    }) as never),
  };
  return { loaders, views, events, reports };
}

const KEYS: TelemetryConfig = { analyticsKey: 'shop.example.com', loggingKey: 'https://pub@errors.example.com/7' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  localStorage.clear();
  resetAnalyticsConsent();
});
afterEach(() => resetRuntimeServices());

describe('runtime services', () => {
  it('load no client without keys', async () => {
    const { loaders } = recordingLoaders();
    const services = startRuntimeServices(async () => ({}), loaders);
    services.trackPageView('products');
    reportGlobalError(new Error('boom'));
    await settle();
    expect(loaders.crashSender).not.toHaveBeenCalled();
    expect(loaders.analytics).not.toHaveBeenCalled();
  });

  it('hand on the page view and the crash report of the start once the configuration arrived, naming page and widget', async () => {
    const { loaders, views, reports } = recordingLoaders();
    let arrive!: (config: TelemetryConfig) => void;
    const services = startRuntimeServices(() => new Promise((resolve) => (arrive = resolve)), loaders);
    services.trackPageView('products/7');
    reportGlobalError(new Error('start failed'), { widgetType: 'ProductList' });
    arrive(KEYS);
    await vi.waitFor(() => expect(reports).toEqual([['start failed', { widgetType: 'ProductList', page: '/products/7' }]]));
    expect(views).toEqual([`${location.origin}/products/7`]);
  });

  it('send nothing of analytics before consent where the application asks, and count the current page on agreeing', async () => {
    const { loaders, views, events } = recordingLoaders();
    const services = startRuntimeServices(async () => KEYS, loaders);
    services.trackPageView('', { consentAsked: true });
    services.trackEvent('Add to cart', { productId: 'p1' });
    await settle();
    expect(views).toEqual([]);
    expect(events).toEqual([]);

    answerAnalyticsConsent('granted');
    await vi.waitFor(() => expect(views).toEqual([`${location.origin}/`]));
    services.trackEvent('Add to cart', { productId: 'p1' });
    await vi.waitFor(() => expect(events).toEqual([['Add to cart', { productId: 'p1' }]]));
    expect(localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBe('granted');
  });

  it('send nothing at all after the visitor declined', async () => {
    const { loaders, views, events } = recordingLoaders();
    answerAnalyticsConsent('denied');
    const services = startRuntimeServices(async () => KEYS, loaders);
    services.trackPageView('products', { consentAsked: true });
    services.trackEvent('Order placed', { total: 100 });
    await settle();
    await settle();
    expect(views).toEqual([]);
    expect(events).toEqual([]);
  });

  it('know an application asks when it has a Consent widget on any page', () => {
    const page = (type: string) => ({ path: type, widget: { id: `${type}-1`, type: 'Container', slots: { children: [{ id: `${type}-2`, type }] } } });
    expect(asksForConsent({ name: 'a', schemaVersion: 1, content: [page('Text')] })).toBe(false);
    expect(asksForConsent({ name: 'a', schemaVersion: 1, content: [page('Text'), page('Consent')] })).toBe(true);
  });
});
