import { afterEach, describe, expect, it, vi } from 'vitest';
import { NATIVE_EVENTS, NativeBridge, NOT_AVAILABLE_MESSAGE, NOT_READY_MESSAGE } from './bridge';
import { fakeShell } from './fakeBridge';

afterEach(() => vi.useRealTimers());

const requestIdOf = (data: Record<string, unknown>) => data.requestId as string;

describe('NativeBridge', () => {
  it('outside the native app every call fails with the unavailable code and text, nothing waits', async () => {
    const bridge = new NativeBridge({ host: {} });
    expect(bridge.available()).toBe(false);
    for (const call of [() => bridge.scanBarcode(), () => bridge.loadProperty('k'), () => bridge.printForm({ printerConfiguration: {}, form: {} })]) {
      expect(await call()).toEqual({ ok: false, code: 'NATIVE_BRIDGE_UNAVAILABLE', message: NOT_AVAILABLE_MESSAGE });
    }
  });

  it('each of the six events is emitted with its payload and a request id, and answered by <event>Success', async () => {
    const shell = fakeShell({ answer: (event, data, s) => s.reply(`${event}Success`, { requestId: data.requestId, echo: event }) });
    const bridge = new NativeBridge({ host: shell.host });
    expect(bridge.available()).toBe(true);
    for (const event of NATIVE_EVENTS) {
      const result = await bridge.request(event, { key: 'k', value: 'v', state: {}, printerConfiguration: {}, form: {} } as never);
      expect(result).toEqual({ ok: true, value: { echo: event } });
    }
    expect(shell.emitted.map((e) => e.event)).toEqual([...NATIVE_EVENTS]);
    expect(shell.emitted[4].data).toMatchObject({ key: 'k' });
    expect(new Set(shell.emitted.map((e) => requestIdOf(e.data))).size).toBe(6);
  });

  it('an <event>Error answer is a failure carrying the native message', async () => {
    const shell = fakeShell({ answer: (event, data, s) => s.reply(`${event}Error`, { requestId: data.requestId, message: 'Drucker offline' }) });
    const result = await new NativeBridge({ host: shell.host }).printForm({ printerConfiguration: { name: 'P1' }, form: { title: 'Badge' } });
    expect(result).toEqual({ ok: false, code: 'NATIVE_ERROR', message: 'printForm: Drucker offline' });
  });

  it('answers are matched by request id, and without one go to the oldest waiting request of that event', async () => {
    const shell = fakeShell();
    const bridge = new NativeBridge({ host: shell.host });
    const first = bridge.loadProperty('a');
    const second = bridge.loadProperty('b');
    await vi.waitFor(() => expect(shell.emitted).toHaveLength(2));
    shell.reply('loadPropertySuccess', { requestId: requestIdOf(shell.emitted[1].data), key: 'b', value: 'B' });
    shell.reply('storePropertySuccess', {}); // another event's answer touches nothing
    shell.reply('loadPropertySuccess', { key: 'a', value: 'A' });
    expect(await first).toEqual({ ok: true, value: 'A' });
    expect(await second).toEqual({ ok: true, value: 'B' });
  });

  it('a scan answered with the bare text is understood; loadProperty of nothing is null', async () => {
    const shell = fakeShell({
      answer: (event, data, s) => s.reply(`${event}Success`, event === 'scanBarcode' ? 'VIS-42' : { requestId: data.requestId, key: data.key, value: null }),
    });
    const bridge = new NativeBridge({ host: shell.host });
    expect(await bridge.scanBarcode()).toEqual({ ok: true, value: { text: 'VIS-42' } });
    expect(await bridge.loadProperty('missing')).toEqual({ ok: true, value: null });
  });

  it('a request without an answer times out with a clear failure; a late answer is dropped', async () => {
    vi.useFakeTimers();
    const shell = fakeShell();
    const pending = new NativeBridge({ host: shell.host, timeoutMs: 1000 }).storeProperty('k', 'v');
    await vi.advanceTimersByTimeAsync(1000);
    expect(await pending).toEqual({ ok: false, code: 'NATIVE_TIMEOUT', message: 'storeProperty: no answer from the native app within 1000 ms' });
    expect(() => shell.reply('storePropertySuccess', {})).not.toThrow();
  });

  it('a bridge that is there but not ready waits for its ready event, else fails with the not-ready text', async () => {
    vi.useFakeTimers();
    const late = fakeShell({ ready: false, answer: (event, data, s) => s.reply(`${event}Success`, { requestId: data.requestId }) });
    const waiting = new NativeBridge({ host: late.host, readyTimeoutMs: 500 }).removeProperty('k');
    await vi.advanceTimersByTimeAsync(100);
    expect(late.emitted).toHaveLength(0);
    late.becomeReady();
    expect(await waiting).toEqual({ ok: true, value: {} });

    const never = fakeShell({ ready: false });
    const refused = new NativeBridge({ host: never.host, readyTimeoutMs: 500 }).removeProperty('k');
    await vi.advanceTimersByTimeAsync(500);
    expect(await refused).toEqual({ ok: false, code: 'NATIVE_BRIDGE_NOT_READY', message: NOT_READY_MESSAGE });
    expect(never.emitted).toHaveLength(0);
  });

  it('a cancelled request settles at once as cancelled', async () => {
    const shell = fakeShell();
    const controller = new AbortController();
    const pending = new NativeBridge({ host: shell.host }).scanBarcode({ signal: controller.signal });
    await vi.waitFor(() => expect(shell.emitted).toHaveLength(1));
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, code: 'NATIVE_CANCELLED' });
  });

  it('a bridge whose emit throws gives a failure, not an exception', async () => {
    const shell = fakeShell();
    shell.bridge.emit = () => { throw new Error('channel closed'); };
    expect(await new NativeBridge({ host: shell.host }).sendApplicationState({ screen: 'visitors' })).toEqual({
      ok: false, code: 'NATIVE_ERROR', message: 'sendApplicationState: channel closed',
    });
  });
});
