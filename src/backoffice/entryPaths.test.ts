import { describe, expect, it } from 'vitest';
import { isBackofficePath } from './entryPaths';

describe('isBackofficePath', () => {
  it('knows the start and the routable entries of spec 000 section 2', () => {
    for (const path of ['', '/', 'checkin/visitors', 'pim/products/', 'audit-log', 'service-token', 'devices', 'export']) {
      expect(isBackofficePath(path)).toBe(true);
    }
  });

  it('rejects entries without a route and unknown paths', () => {
    for (const path of ['forms', 'cms', 'pim', 'pim/products/extra', 'nothing-here']) {
      expect(isBackofficePath(path)).toBe(false);
    }
  });
});
