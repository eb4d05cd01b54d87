import { describe, expect, it } from 'vitest';
import { createGlobalErrorHandler } from '../errors/globalErrorHandler';
import { startTelemetry } from './telemetry';

describe('telemetry', () => {
  it('starts nothing without keys', () => {
    expect(startTelemetry({})).toEqual({ analytics: null, logger: null });
    expect(startTelemetry({ analyticsKey: ' ', loggingKey: '' })).toEqual({ analytics: null, logger: null });
  });

  it('starts analytics only with an analytics key, and it records page views and events', () => {
    const { analytics, logger } = startTelemetry({ analyticsKey: 'a-key' });
    expect(logger).toBeNull();
    analytics!.pageView('products/7');
    analytics!.track('order', { total: 1200 });
    expect(analytics!.key).toBe('a-key');
    expect(analytics!.events.map((e) => [e.name, e.data])).toEqual([
      ['pageView', { path: 'products/7' }],
      ['order', { total: 1200 }],
    ]);
  });

  it('starts remote logging only with a logging key; the global handler sends it the first occurrence of each error', () => {
    const { analytics, logger } = startTelemetry({ loggingKey: 'l-key' });
    expect(analytics).toBeNull();
    const handler = createGlobalErrorHandler({ report: logger!.report, log: () => {} });
    handler.handle(new Error('x'));
    handler.handle(new Error('x'));
    handler.handle(new Error('y'));
    expect(logger!.reports.map((r) => r.message)).toEqual(['x', 'y']);
  });
});
