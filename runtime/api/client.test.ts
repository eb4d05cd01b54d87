import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from './index.js';
import { apiMethods } from './method.js';

/**
 * For every method of the client (docs/api.md, API client): a missing required parameter throws 'Required parameter X
 * was null or undefined when calling Y.' synchronously, and no request goes out.
 */
const sample = (name: string): unknown => {
  if (['amount', 'position'].includes(name)) return 1;
  if (name === 'ids') return ['a'];
  if (['query', 'options'].includes(name)) return undefined;
  if (/id$/i.test(name) || name === 'domain') return 'x';
  return {};
};

let requests = 0;
const realFetch = globalThis.fetch;
beforeAll(() => {
  api.dataRecordsApi('contacts');
  globalThis.fetch = (() => {
    requests++;
    return Promise.reject(new Error('no request expected'));
  }) as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

describe('required parameters', () => {
  it('covers every call of docs/api.md by name', () => {
    const names = new Set(apiMethods.map((m) => m.info.operation));
    for (const name of [
      'getProducts', 'getProduct', 'countProducts', 'existsProduct', 'createProduct', 'putProduct', 'patchProduct',
      'deleteProduct', 'deleteManyProducts', 'searchProducts', 'getPriceZones', 'createCorporation', 'getCounters',
      'getOrders', 'createRole', 'putRole', 'forceRole', 'getShoppingCarts', 'getMyShoppingCart', 'addToMyShoppingCart',
      'removeFromMyShoppingCart', 'removePositionFromMyShoppingCart', 'placeMyOrder', 'createProject', 'getProjects',
      'patchProject', 'exportProject', 'importProject', 'getProjectAvailablePermissions', 'getProjectInvitations',
      'getProjectUsers', 'removeProjectUser', 'getUsers', 'createUser', 'getApplications', 'getApplicationByDomain',
      'getCompoundWidgets', 'getDataTypes', 'getDataRecords', 'getAuditEntries',
    ]) expect(names, name).toContain(name);
  });

  it('names the body, id and other parameters the spec names', () => {
    const info = (operation: string) => apiMethods.find((m) => m.info.operation === operation)!.info;
    expect(info('createRole').required).toEqual(['createRole']);
    expect(info('putRole').required).toEqual(['id', 'role']);
    expect(info('patchProject').required).toEqual(['projectId', 'updateProject']);
    expect(info('removeProjectUser').required).toEqual(['projectId', 'userId']);
    expect(info('addToMyShoppingCart').required).toEqual(['productId', 'amount']);
    expect(info('removePositionFromMyShoppingCart').required).toEqual(['position']);
    expect(info('searchProducts').required).toEqual(['searchRequest']);
    expect(info('deleteManyOrders').required).toEqual(['ids']);
    expect(info('placeMyOrder').required).toEqual(['placeOrder']);
  });

  const cases = apiMethods.flatMap((method) => method.info.required.flatMap((name) =>
    [undefined, null].map((missing) => ({ method, name, missing }))));

  it.each(cases.map((c) => [c.method.info.operation, c.name, String(c.missing), c] as const))(
    '%s without %s (%s) throws before sending',
    (_operation, _name, _missing, { method, name, missing }) => {
      const args = method.info.params.map((p) => (p === name ? missing : sample(p)));
      const before = requests;
      expect(() => method(...args)).toThrowError(
        new Error(`Required parameter ${name} was null or undefined when calling ${method.info.operation}.`),
      );
      expect(requests).toBe(before);
    },
  );

  it('checks the data type path of the records client', () => {
    expect(() => api.dataRecordsApi(undefined as unknown as string)).toThrowError(
      'Required parameter typePath was null or undefined when calling dataRecordsApi.',
    );
  });

  it('sends a request once every required parameter is there', async () => {
    const before = requests;
    await expect(api.getProduct('p1')).rejects.toThrow('no request expected');
    expect(requests).toBe(before + 1);
  });
});
