import { describe, expect, it } from 'vitest';
import { BRIDGE_NOT_AVAILABLE, BRIDGE_NOT_READY, createNativeBridge, type NativeBridgeTarget } from './bridge';

/** A stand-in for the NativeScript web view bridge: records emitted events, lets the test reply. */
function fakeBridge() {
  const listeners = new Map<string, ((data: unknown) => void)[]>();
  const emitted: { event: string; data: unknown }[] = [];
  const target: NativeBridgeTarget = {
    emit: (event, data) => void emitted.push({ event, data }),
    on: (event, listener) => void listeners.set(event, [...(listeners.get(event) ?? []), listener]),
  };
  const reply = (event: string, data?: unknown) => listeners.get(event)?.forEach((listener) => listener(data));
  return { target, emitted, reply };
}

describe('native bridge', () => {
  it('sends each call as an event and resolves with the Success reply', async () => {
    const fake = fakeBridge();
    const bridge = createNativeBridge(() => fake.target);
    const scanned = bridge.scanBarcode();
    const stored = bridge.storeProperty('printer', { ip: '10.0.0.5' });
    expect(fake.emitted).toEqual([
      { event: 'scanBarcode', data: undefined },
      { event: 'storeProperty', data: { key: 'printer', value: { ip: '10.0.0.5' } } },
    ]);
    fake.reply('scanBarcodeSuccess', '4006381333931');
    fake.reply('storePropertySuccess');
    await expect(scanned).resolves.toBe('4006381333931');
    await expect(stored).resolves.toBeUndefined();
  });

  it('rejects with the Error reply, and matches replies to calls in order', async () => {
    const fake = fakeBridge();
    const bridge = createNativeBridge(() => fake.target);
    const first = bridge.loadProperty('a');
    const second = bridge.loadProperty('b');
    fake.reply('loadPropertyError', { message: 'no such property' });
    fake.reply('loadPropertySuccess', 'B');
    await expect(first).rejects.toThrow('no such property');
    await expect(second).resolves.toBe('B');
  });

  it('covers every event of the spec', async () => {
    const fake = fakeBridge();
    const bridge = createNativeBridge(() => fake.target);
    const calls = [
      bridge.sendApplicationState({ page: 'start' }),
      bridge.printForm({ id: 'v1', fields: { name: 'Ada' } }),
      bridge.removeProperty('printer'),
    ];
    expect(fake.emitted.map((e) => e.event)).toEqual(['sendApplicationState', 'printForm', 'removeProperty']);
    ['sendApplicationStateSuccess', 'printFormSuccess', 'removePropertyError'].forEach((event) => fake.reply(event, 'x'));
    await expect(Promise.allSettled(calls)).resolves.toEqual([
      { status: 'fulfilled', value: 'x' },
      { status: 'fulfilled', value: 'x' },
      { status: 'rejected', reason: new Error('x') },
    ]);
  });

  it("fails with 'Nativescript Bridge not available!' outside the app", async () => {
    await expect(createNativeBridge(() => undefined).scanBarcode()).rejects.toThrow(BRIDGE_NOT_AVAILABLE);
  });

  it("fails with 'NSBridge not ready' while the bridge is not set up", async () => {
    await expect(createNativeBridge(() => ({})).loadProperty('x')).rejects.toThrow(BRIDGE_NOT_READY);
    const fake = fakeBridge();
    await expect(createNativeBridge(() => ({ ...fake.target, ready: false })).scanBarcode()).rejects.toThrow(BRIDGE_NOT_READY);
    expect(fake.emitted).toEqual([]);
  });
});
