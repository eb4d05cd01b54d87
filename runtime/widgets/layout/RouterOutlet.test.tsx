// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApplicationDocument } from '../../../model/document/types';
import type { RenderExtensions } from '../../render/extensions';
import { initI18n } from '../../i18n';
import { ApplicationView } from '../../app/ApplicationView';
import { prepareApplication } from '../../app/loadApplication';
import { outletChain } from '../../app/outlet';
import { matchContentEntry } from '../../app/routeMatch';
import { createBuiltinRegistry } from '..';

afterEach(cleanup);
beforeAll(() => void initI18n('de_de'));
const registry = createBuiltinRegistry();

const app: ApplicationDocument = {
  name: 'Shop',
  schemaVersion: 1,
  content: [
    { path: 'about', widget: { id: 'about', type: 'Text', settings: { text: 'Über uns' } } },
    {
      path: 'shop',
      title: 'Shop',
      widget: {
        id: 'layout',
        type: 'Container',
        settings: { direction: 'column' },
        slots: { children: [{ id: 'shopTitle', type: 'Text', settings: { text: 'Teeladen' } }, { id: 'outlet', type: 'RouterOutlet' }] },
      },
    },
    { path: 'shop/produkte/:id', title: 'Produkt', widget: { id: 'product', type: 'Text', settings: { text: 'Produkt {id}' } } },
    { path: 'shop/kasse', widget: { id: 'checkout', type: 'Text', settings: { text: 'Kasse' } } },
  ],
};

function show(pathname: string, extensions?: RenderExtensions) {
  const application = prepareApplication(app, 'storage');
  return render(<ApplicationView application={application} registry={registry} basePath="" pathname={pathname} search="" navigate={vi.fn()} extensions={extensions} />);
}
const outlet = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-widget-id="outlet"]')!;

describe('RouterOutlet', () => {
  it('shows the child content entry whose path extends the page path, inside the layout page', () => {
    const { container } = show('/shop/produkte/7');
    expect(container.querySelector('[data-widget-id="shopTitle"]')!.textContent).toBe('Teeladen');
    expect(outlet(container).textContent).toBe('Produkt 7'); // the child's route parameter
    cleanup();
    const checkout = show('/shop/kasse');
    expect(outlet(checkout.container).textContent).toBe('Kasse');
  });

  it('shows nothing on the layout page itself, and entries outside the layout render alone', () => {
    const layout = show('/shop');
    expect(outlet(layout.container).textContent).toBe('');
    cleanup();
    const about = show('/about');
    expect(about.container.querySelector('[data-widget-id="layout"]')).toBeNull();
    expect(about.container.textContent).toBe('Über uns');
  });

  it('says in edit mode that subpages appear here', () => {
    show('/shop/produkte/7', { mode: 'edit' });
    expect(screen.getByTestId('router-outlet-placeholder').textContent).toBe('Hier werden die Unterseiten angezeigt.');
  });

  it('builds the chain of layout pages for a path', () => {
    const target = matchContentEntry(app.content, 'shop/produkte/7')!;
    expect(outletChain(app.content, target, 'shop/produkte/7').map((page) => [page.entry.path, page.params])).toEqual([
      ['shop', {}],
      ['shop/produkte/:id', { id: '7' }],
    ]);
    const about = matchContentEntry(app.content, 'about')!;
    expect(outletChain(app.content, about, 'about').map((page) => page.entry.path)).toEqual(['about']);
  });
});
