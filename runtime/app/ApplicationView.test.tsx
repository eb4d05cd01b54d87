// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationDocument } from '../../model/document/types';
import { useSession } from '../auth';
import { initI18n } from '../i18n';
import { createBuiltinRegistry } from '../widgets';
import { ApplicationView } from './ApplicationView';
import { ApplicationShell } from './ApplicationShell';
import { connectionsFor } from './ContentPage';
import { prepareApplication } from './loadApplication';

const registry = createBuiltinRegistry();
const user = { id: 'u1', tenantId: 't1', displayName: 'Ada', primaryEmail: 'ada@example.com', permissions: [] };

const app: ApplicationDocument = {
  name: 'Shop',
  schemaVersion: 1,
  content: [
    { path: '', title: 'Start', widget: { id: 'home', type: 'Text', settings: { text: 'Willkommen' } } },
    {
      path: 'products/:id',
      title: 'Produkt',
      widget: {
        id: 'product',
        type: 'Container',
        slots: {
          children: [
            { id: 'name', type: 'Text', settings: { text: 'Produkt {id}' } },
            { id: 'link', type: 'Link', settings: { text: 'Weiter', link: '/products/8' } },
          ],
        },
      },
    },
    {
      path: 'account',
      authenticationRequired: true,
      widget: { id: 'account', type: 'Text', settings: { text: 'leer' } },
      socketConnections: [{ id: 'c1', from: { widgetId: '$context', socket: 'greeting' }, to: { widgetId: 'account', socket: 'text' } }],
    },
    { path: 'staff', authenticationRequired: true, permissions: ['TASKS_READ'], widget: { id: 'staff', type: 'Text', settings: { text: 'Planung' } } },
  ],
};

function show(pathname: string, basePath = '') {
  const navigate = vi.fn();
  const application = prepareApplication(app, 'storage');
  const view = (path: string) => (
    <ApplicationView application={application} registry={registry} basePath={basePath} pathname={path} search="" navigate={navigate} />
  );
  const result = render(view(pathname));
  return { ...result, navigate, goTo: (path: string) => result.rerender(view(path)) };
}

describe('ApplicationView', () => {
  beforeAll(() => void initI18n('de_de'));
  beforeEach(() => useSession.setState({ user: null }));
  afterEach(cleanup);

  it('renders the entry matching the path and passes route parameters as context variables', () => {
    const { container, goTo } = show('/products/7');
    expect(container.querySelector('[data-widget-id="name"]')!.textContent).toBe('Produkt 7');
    expect(document.title).toBe('Produkt');
    goTo('/');
    expect(container.querySelector('[data-widget-id="home"]')!.textContent).toBe('Willkommen');
  });

  it('keeps links inside the preview base path', () => {
    const { container, navigate } = show('/apps/preview/a1/products/7', '/apps/preview/a1');
    const link = container.querySelector('[data-widget-id="link"] a') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/apps/preview/a1/products/8');
    act(() => link.click());
    expect(navigate).toHaveBeenCalledWith('/apps/preview/a1/products/8', undefined);
  });

  it('logs an error and shows a not-found message when no entry matches', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    show('/nowhere');
    expect(screen.getByTestId('app-not-found').textContent).toBe('Diese Seite wurde nicht gefunden.');
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('No content entry matches the path "/nowhere"'));
    consoleError.mockRestore();
  });

  it('logs a visitor without a session in on the page itself, never on the builder\'s login page, then shows it', () => {
    const { container, navigate } = show('/account');
    expect(navigate).not.toHaveBeenCalled();
    expect(container.querySelector('[data-widget-id="account"]')).toBeNull();
    const gate = screen.getByTestId('app-login');
    expect(gate.tagName).toBe('MAIN');
    expect(gate.querySelector('h1')!.textContent).toBe('Bitte melden Sie sich an, um diese Seite zu sehen.');
    expect(gate.querySelector('input[name=email]')).not.toBeNull();
    act(() => useSession.setState({ user }));
    expect(screen.queryByTestId('app-login')).toBeNull();
    expect(container.querySelector('[data-widget-id="account"]')!.textContent).toBe('leer');
  });

  it('shows an entry restricted to permissions only to users holding them: others get a notice, and its widgets never render', () => {
    const { container } = show('/staff');
    expect(screen.getByTestId('app-login')).not.toBeNull(); // nobody signed in: log in first
    act(() => useSession.setState({ user }));
    expect(container.querySelector('[data-widget-id="staff"]')).toBeNull();
    const notice = screen.getByTestId('app-forbidden');
    expect(notice.tagName).toBe('MAIN');
    expect(notice.textContent).toBe('Diese Seite ist nur für Mitarbeitende mit der passenden Berechtigung.');
    act(() => useSession.setState({ user: { ...user, permissions: ['TASKS_READ'] } }));
    expect(container.querySelector('[data-widget-id="staff"]')!.textContent).toBe('Planung');
    act(() => useSession.setState({ user: { ...user, permissions: ['TENANT_ADMIN'] } }));
    expect(container.querySelector('[data-widget-id="staff"]')!.textContent).toBe('Planung');
  });

  it('wires the socket connections of an entry needing a login only for a logged-in user', () => {
    useSession.setState({ user });
    const { container, navigate } = show('/account');
    expect(navigate).not.toHaveBeenCalled();
    expect(container.querySelector('[data-widget-id="account"]')!.textContent).toBe('leer');
  });

  it('gives an entry needing a login no socket connections while nobody is logged in', () => {
    const account = app.content[2];
    expect(connectionsFor(account, false)).toEqual([]);
    expect(connectionsFor(account, true)).toEqual(account.socketConnections);
    expect(connectionsFor(app.content[0], false)).toEqual([]);
  });
});

describe('ApplicationShell', () => {
  beforeAll(() => void initI18n('de_de'));
  afterEach(cleanup);
  const props = { registry, basePath: '', pathname: '/', search: '', navigate: () => {} };

  it("says 'Es wurde keine App gefunden für die aktuelle Domain' when no application is published there", () => {
    render(<ApplicationShell state={{ status: 'missing' }} {...props} />);
    expect(screen.getByTestId('no-app-for-domain').textContent).toBe('Es wurde keine App gefunden für die aktuelle Domain');
  });

  it('shows nothing after a failed start (the console has it)', () => {
    const { container } = render(<ApplicationShell state={{ status: 'failed', error: new Error('x') }} {...props} />);
    expect(container.innerHTML).toBe('');
  });
});
