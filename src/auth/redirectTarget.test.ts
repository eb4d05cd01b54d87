import { describe, expect, it } from 'vitest';
import { loginPath, redirectTarget } from './redirectTarget';

describe('redirectTarget', () => {
  it('returns to the page the user came from, with its query', () => {
    expect(redirectTarget('?redirect=%2Feditor%2Fapps%2Fa1%3Fpage%3Dshop')).toBe('/editor/apps/a1?page=shop');
    expect(redirectTarget('?redirect=/backoffice/pim/products')).toBe('/backoffice/pim/products');
  });

  it('goes to the editor without a redirect', () => {
    expect(redirectTarget('')).toBe('/editor');
    expect(redirectTarget('?redirect=')).toBe('/editor');
  });

  it('never leaves the site or loops back to the login', () => {
    for (const target of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/login', '/login?redirect=/x']) {
      expect(redirectTarget(`?${new URLSearchParams({ redirect: target })}`)).toBe('/editor');
    }
  });

  it('builds a login address that leads back to the same place', () => {
    const path = loginPath({ pathname: '/editor/apps/a1', search: '?page=shop', hash: '#top' });
    expect(path.startsWith('/login?')).toBe(true);
    expect(redirectTarget(path.slice('/login'.length))).toBe('/editor/apps/a1?page=shop#top');
  });
});
