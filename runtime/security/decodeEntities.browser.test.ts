// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { decodeEntities as decodeWithLibrary } from './decodeEntities';
import { REFUSED_LINKS } from './refusedLinks';
import { decodeEntities as decodeInBrowser } from './decodeEntities.browser';

// The browser build decodes with the browser's parser, the server with the library: both must read every address
// alike, or the server rendering and the browser would disagree about which links are safe.
describe('decodeEntities in the browser', () => {
  it.each([
    ...REFUSED_LINKS,
    'https://example.com/a?b=c&d=e',
    '&ampxyz &amp &lt;b&gt; &notit; &notin; &copy2024',
    '&#0; &#xD800; &#x110000; &#128; &#; &#x; & &; &unknown;',
    '\u0000javascript&colon;alert(1)',
    'line\r\nbreak&#10;\u0000',
    '<script>alert(1)</script>&lt;/textarea&gt;</textarea><b>',
  ])('decodes %j like the library', (raw) => {
    expect(decodeInBrowser(raw)).toBe(decodeWithLibrary(raw));
  });

  it('keeps text without references as it is, control characters included', () => {
    expect(decodeInBrowser('\u0000java\rscript:')).toBe('\u0000java\rscript:');
  });
});
