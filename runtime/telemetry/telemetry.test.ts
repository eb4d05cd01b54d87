// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGlobalErrorHandler } from '../errors/globalErrorHandler';
import { startTelemetryReceiver, type TelemetryReceiver } from '../testing/telemetryReceiver';
import { analyticsTarget, crashReportOrigin, telemetryOrigins } from '../../model/telemetry/endpoints';
import { offlineQueueName } from './sentryReporter';
import { startTelemetry, type TelemetryLoaders } from './telemetry';

/**
 * Remote error logging and visitor analytics with their real clients (@sentry/browser, Plausible's tracker)
 * against a local receiver that speaks the services' endpoints.
 */
let receiver: TelemetryReceiver | null = null;
afterEach(async () => {
  await receiver?.close();
  receiver = null;
});

/** How many reports wait in the browser's offline queue (the client's IndexedDB store). */
function queuedReports(dsn: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(offlineQueueName(dsn));
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const names = open.result.objectStoreNames;
      if (!names.contains('queue')) return resolve(0);
      const count = open.result.transaction('queue').objectStore('queue').count();
      count.onsuccess = () => {
        resolve(count.result);
        open.result.close();
      };
      count.onerror = () => reject(count.error);
    };
  });
}

const exceptionOf = (report: TelemetryReceiver['crashReports'][number]) => report.items.find((item) => item.header.type === 'event')!.payload;

describe('keys', () => {
  it('start nothing and load no client code without a key, or with one that names no endpoint', () => {
    const loaders: TelemetryLoaders = { crashSender: vi.fn(), analytics: vi.fn() };
    expect(startTelemetry({}, loaders)).toEqual({ analytics: null, logger: null });
    expect(startTelemetry({ analyticsKey: ' ', loggingKey: '' }, loaders)).toEqual({ analytics: null, logger: null });
    expect(startTelemetry({ loggingKey: 'not-a-dsn' }, loaders).logger).toBeNull();
    expect(loaders.crashSender).not.toHaveBeenCalled();
    expect(loaders.analytics).not.toHaveBeenCalled();
  });

  it('name the endpoints the browser may reach', () => {
    expect(crashReportOrigin('https://abc@errors.example.com/7')).toBe('https://errors.example.com');
    expect(analyticsTarget('shop.example.com')).toEqual({ site: 'shop.example.com', endpoint: 'https://plausible.io/api/event' });
    expect(analyticsTarget('https://shop.example.com@stats.example.com')).toEqual({ site: 'shop.example.com', endpoint: 'https://stats.example.com/api/event' });
    expect(telemetryOrigins({ loggingKey: 'https://abc@errors.example.com/7', analyticsKey: 'shop.example.com' }))
      .toEqual(['https://errors.example.com', 'https://plausible.io']);
    expect(telemetryOrigins({})).toEqual([]);
  });
});

describe('crash reports', () => {
  it('send the first occurrence of each distinct message, with release, page and widget type, and nothing personal', async () => {
    receiver = await startTelemetryReceiver();
    const { logger } = startTelemetry({ loggingKey: receiver.keys().loggingKey, release: 'baukasten@1.2.3' });
    const log = vi.fn();
    const handler = createGlobalErrorHandler({ report: (error, context) => logger!.report(error, { ...context, page: '/products/7?q=secret' }), log });

    handler.handle(new Error('Price missing for ada@example.com, token 6f1d2c3b4a5968778695a4b3c2d1e0f9a8b7c6d5'), { widgetType: 'ProductList' });
    handler.handle(new Error('Price missing for ada@example.com, token 6f1d2c3b4a5968778695a4b3c2d1e0f9a8b7c6d5'), { widgetType: 'ProductList' });
    handler.handle(new Error('second'));
    await logger!.flush();
    await vi.waitFor(() => expect(receiver!.crashReports).toHaveLength(2));
    expect(log).toHaveBeenCalledTimes(3); // every occurrence is logged

    const [first, second] = receiver.crashReports.map(exceptionOf);
    expect(first).toMatchObject({ release: 'baukasten@1.2.3', tags: { page: '/products/7', widgetType: 'ProductList' } });
    expect(first.exception.values[0].value).toBe('Price missing for [email], token [token]');
    expect(second.exception.values[0].value).toBe('second');
    const sent = JSON.stringify(receiver.crashReports);
    for (const secret of ['ada@example.com', '6f1d2c3b4a59', 'q=secret']) expect(sent).not.toContain(secret);
    expect(first.user).toBeUndefined();
    expect(first.breadcrumbs).toBeUndefined();
  });

  it('still log and throw on the 100th identical error, having reported it once', async () => {
    receiver = await startTelemetryReceiver();
    const { logger } = startTelemetry({ loggingKey: receiver.keys().loggingKey });
    const log = vi.fn();
    const handler = createGlobalErrorHandler({ report: (error, context) => logger!.report(error, context), log });
    for (let i = 1; i < 100; i++) handler.handle(new Error('again'));
    expect(() => handler.handle(new Error('again'))).toThrow('again');
    expect(log).toHaveBeenCalledWith('Error again happened 100 times!');
    await logger!.flush();
    await vi.waitFor(() => expect(receiver!.crashReports).toHaveLength(1));
  });

  it('wait while the service cannot be reached and go out when the page is back online', async () => {
    const probe = await startTelemetryReceiver();
    const { port } = probe;
    const { loggingKey } = probe.keys();
    await probe.close(); // nobody listens there now: the page is "offline" for the service

    const { logger } = startTelemetry({ loggingKey });
    logger!.report(new Error('while offline 1'));
    logger!.report(new Error('while offline 2'));
    // Both sends fail and the reports wait in IndexedDB. (Looked at only once the client has created its store:
    // opening the database earlier would create it without one.)
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await vi.waitFor(async () => expect(await queuedReports(loggingKey)).toBe(2), { timeout: 10_000 });

    receiver = await startTelemetryReceiver(port);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(receiver!.crashReports).toHaveLength(2), { timeout: 5000 });
    expect(receiver.crashReports.map((r) => exceptionOf(r).exception.values[0].value).sort()).toEqual(['while offline 1', 'while offline 2']);
  }, 15_000);
});

describe('visitor analytics', () => {
  // jsdom has no ResizeObserver; the tracker measures the page with one for engagement events.
  globalThis.ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} } as unknown as typeof ResizeObserver;

  it('record page views and events at the configured endpoint, without query strings', async () => {
    receiver = await startTelemetryReceiver();
    const { analytics } = startTelemetry({ analyticsKey: receiver.keys('shop.example.com').analyticsKey });
    analytics!.pageView('http://shop.example.com/products/7?search=ada@example.com');
    analytics!.track('Add to cart', { productId: 'p1', amount: 2 });
    await vi.waitFor(() => expect(receiver!.analyticsEvents).toHaveLength(2));
    const [view, event] = receiver.analyticsEvents.map((e) => e.body);
    expect(view).toMatchObject({ n: 'pageview', d: 'shop.example.com', u: 'http://shop.example.com/products/7' });
    expect(event).toMatchObject({ n: 'Add to cart', p: { productId: 'p1', amount: '2' } });
  });
});
