import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceToken, createSupplier, deleteSupplier, downloadExport, revokeServiceToken, streamExport } from './backoffice.js';

// The back-office calls check their required parameters like every other call, before sending.
let requests = 0;
const realFetch = globalThis.fetch;
beforeAll(() => {
  globalThis.fetch = (() => {
    requests++;
    return Promise.reject(new Error('no request expected'));
  }) as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

describe('back-office client', () => {
  it.each([
    [() => revokeServiceToken(undefined as never), 'id', 'revokeServiceToken'],
    [() => createServiceToken(null as never), 'createServiceToken', 'createServiceToken'],
    [() => downloadExport(undefined as never), 'file', 'downloadExport'],
    [() => streamExport(undefined as never), 'file', 'streamExport'],
    [() => createSupplier(undefined as never), 'supplier', 'createSupplier'],
    [() => deleteSupplier(null as never), 'id', 'deleteSupplier'],
  ])('%#: throws before sending when %s is missing', (call, name, operation) => {
    expect(call).toThrowError(`Required parameter ${name} was null or undefined when calling ${operation}.`);
    expect(requests).toBe(0);
  });
});
