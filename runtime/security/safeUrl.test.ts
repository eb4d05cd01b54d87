import { describe, expect, it } from 'vitest';
import { REFUSED_LINKS } from './refusedLinks';
import { safeHref, safeImageSrc, urlScheme } from './safeUrl';

describe('safeHref', () => {
  it.each([
    'https://example.com/a?b=c#d',
    'http://example.com',
    'HTTPS://EXAMPLE.COM',
    'mailto:info@example.com',
    'tel:+49 30 123456',
    '/products/1',
    'products/1?tab=2',
    '#section',
    '?page=2',
    '//cdn.example.com/x',
    'a/b:c', // a colon after a slash is no scheme
  ])('lets %s through', (url) => {
    expect(safeHref(url)).toBe(url);
  });

  it('trims the address', () => {
    expect(safeHref('  https://example.com  ')).toBe('https://example.com');
  });

  it.each(REFUSED_LINKS)('refuses %j', (url) => {
    expect(safeHref(url)).toBeUndefined();
  });

  it('gives nothing for nothing', () => {
    expect([safeHref(''), safeHref('   '), safeHref(undefined), safeHref(null)]).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('safeImageSrc', () => {
  it('allows http(s) and relative images', () => {
    expect(safeImageSrc('https://img.example.com/a.png')).toBe('https://img.example.com/a.png');
    expect(safeImageSrc('/api/files/demo/product-1.svg')).toBe('/api/files/demo/product-1.svg');
  });

  it('allows inline raster pictures as uploads and signatures produce them (base64 PNG, JPEG, WebP)', () => {
    for (const url of ['data:image/png;base64,iVBORw0KGgo=', 'DATA:image/jpeg;base64,/9j/4AAQ', 'data:image/webp;base64,UklGRg==']) {
      expect(safeImageSrc(url)).toBe(url);
    }
  });

  it('refuses scripts, SVG and other data, and links that are no images', () => {
    for (const url of ['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'data:image/svg+xml;base64,PHN2Zz4=',
      'data:text/html;base64,PHNjcmlwdD4=', 'data:image/png;base64,AAA"onerror="x', 'data:image/png,raw', 'mailto:a@b.c', 'tel:1']) {
      expect(safeImageSrc(url)).toBeUndefined();
    }
  });
});

describe('urlScheme', () => {
  it('reads the scheme as the browser does', () => {
    expect(urlScheme('  HtTpS://x')).toBe('https');
    expect(urlScheme('/x:y')).toBe('');
  });
});
