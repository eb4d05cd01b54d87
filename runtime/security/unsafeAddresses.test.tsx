// @vitest-environment jsdom
import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '../widgets';
import { testNavigation } from '../widgets/layout/testNavigation';
import { renderTree } from '../testing/renderTree';

// A document (or data) may carry any address; whatever a widget turns into an href or src must be harmless.
// React itself only blocks `javascript:` in href, and nothing in src.
afterEach(cleanup);
const registry = createBuiltinRegistry();
const UNSAFE = ['data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', ' JaVa\tScRiPt:alert(1)', '&#106;avascript:alert(1)'];
const navigation = () => testNavigation('');

/** Every href and src in the rendered tree, with the element it sits on. */
function addresses(container: HTMLElement): string[] {
  return [...container.querySelectorAll('[href], [src]')].flatMap((el) =>
    ['href', 'src'].filter((name) => el.hasAttribute(name)).map((name) => `${el.tagName.toLowerCase()} ${name}=${el.getAttribute(name)}`));
}
const unsafeIn = (container: HTMLElement) => addresses(container).filter((a) => /(data|vbscript|javascript|&#)/i.test(a));

describe.each(UNSAFE)('an unsafe address %j', (url) => {
  it('is no link in Link, and the text still shows; a click goes nowhere', () => {
    const nav = navigation();
    const { container } = renderTree({ id: 'l', type: 'Link', settings: { text: 'Klick', link: url } }, { registry, navigation: nav });
    expect(unsafeIn(container)).toEqual([]);
    expect(container.textContent).toContain('Klick');
    fireEvent.click(container.querySelector('a')!);
    expect(nav.navigate).not.toHaveBeenCalled();
  });

  it('is no link in TopNavigation (items and logo)', () => {
    const settings = { title: 'Shop', logoUrl: url, items: [{ label: 'Böse', link: url }, { label: 'Gut', link: '/gut' }] };
    const nav = navigation();
    const { container } = renderTree({ id: 'nav', type: 'TopNavigation', settings }, { registry, navigation: nav });
    expect(unsafeIn(container)).toEqual([]);
    expect(addresses(container)).toContain('a href=/apps/preview/a1/gut');
    fireEvent.click(container.querySelector('a:not([href])')!);
    expect(nav.navigate).not.toHaveBeenCalled();
  });

  it('is no link in DashboardGrid', () => {
    const nav = navigation();
    const { container } = renderTree({ id: 'dash', type: 'DashboardGrid', settings: { entries: [{ label: 'Böse', link: url }] } }, { registry, navigation: nav });
    expect(unsafeIn(container)).toEqual([]);
    fireEvent.click(container.querySelector('[data-testid=dashboard-entry]')!);
    expect(nav.navigate).not.toHaveBeenCalled();
  });

  it('is no picture in Image and Card', () => {
    const { container } = renderTree(
      { id: 'root', type: 'Container', slots: { children: [
        { id: 'img', type: 'Image', settings: { src: url, alt: 'Bild' } },
        { id: 'card', type: 'Card', settings: { title: 'Karte', imageUrl: url } },
      ] } },
      { registry, navigation: navigation() },
    );
    expect(unsafeIn(container)).toEqual([]);
  });
});

describe('sanitised markup', () => {
  it('keeps only http(s), mailto, tel and relative links and raster data pictures in Html and Markdown', () => {
    const html = '<a href="data:text/html,x">d</a><a href="vbscript:x">v</a><a href="java&#09;script:x">j</a>'
      + '<img src="data:image/svg+xml,<svg onload=alert(1)>"><a href="ftp://example.com/f">f</a>'
      + '<a href="https://example.com">ok</a><a href="mailto:a@example.com">m</a><a href="tel:+4930">t</a><a href="/x">r</a>';
    const markdown = '[d](data:text/html,x) [v](vbscript:x) [p](data:image/png;base64,AAAA) ![i](data:image/png;base64,AAAA) '
      + '![s](data:image/svg+xml;base64,PHN2Zz4=) [ok](https://example.com)';
    const { container } = renderTree(
      { id: 'root', type: 'Container', slots: { children: [
        { id: 'h', type: 'Html', settings: { html } },
        { id: 'm', type: 'Markdown', settings: { content: markdown } },
      ] } },
      { registry },
    );
    expect(addresses(container)).toEqual([
      'a href=https://example.com', 'a href=mailto:a@example.com', 'a href=tel:+4930', 'a href=/x',
      'img src=data:image/png;base64,AAAA', 'a href=https://example.com',
    ]);
  });
});
