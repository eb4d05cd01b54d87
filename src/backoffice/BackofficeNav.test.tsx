// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { useSession } from '../../runtime/auth';
import { renderApp, renderInApp } from '../testing/renderApp';
import { BackofficeNav } from './BackofficeNav';

// The navigation as a user sees it: which entries show for which permissions, in which order, with which labels.
afterEach(() => {
  cleanup();
  useSession.getState().clear();
});

const shownPaths = () => screen.queryAllByTestId('nav-entry').map((e) => e.getAttribute('data-path'));
const sections = () => screen.getAllByTestId('nav-section').map((e) => e.textContent);

const ALL_ROUTED = [
  'checkin/visitors', 'checkin/events', 'checkin/apps', 'checkin/printerconfigurations', 'checkin/forms', 'calendars', 'applications',
  'cms-pages', 'optins', 'pdf-templates', 'files', 'internationalization', 'contacts', 'pim/products', 'pim/orders',
  'pim/pricezones', 'pim/supplier', 'customers', 'emails', 'marketing',
  'workflows', 'export', 'task-queue', 'audit-log', 'service-token', 'devices',
];

describe('BackofficeNav', () => {
  it('shows a TENANT_ADMIN every entry under the five German section dividers, in spec order', () => {
    renderInApp(<BackofficeNav permissions={['TENANT_ADMIN']} />);
    expect(sections()).toEqual(['Check-in-App', 'Inhalte', 'E-Commerce', 'Aufgaben', 'Weitere Module']);
    expect(shownPaths()).toEqual(ALL_ROUTED);
    const link = screen.getByText('Produkte').closest('a')!;
    expect(link.getAttribute('href')).toBe('/backoffice/pim/products');
    expect(link.getAttribute('data-path')).toBe('pim/products');
    // The service tokens entry has no locale label in the spec: a fixed one.
    expect(screen.getByText('Service-Tokens').getAttribute('data-path')).toBe('service-token');
    // Every entry has a screen now: none is listed as unavailable.
    expect(screen.queryAllByTestId('nav-entry-unavailable')).toEqual([]);
  });

  it('shows a user holding only ORDERS_READ the permission-free entries plus orders', () => {
    renderInApp(<BackofficeNav permissions={['ORDERS_READ']} />);
    expect(shownPaths()).toEqual([
      'checkin/visitors', 'checkin/events', 'checkin/apps', 'checkin/printerconfigurations', 'checkin/forms', 'calendars', 'applications', 'files',
      'pim/orders', 'customers', 'devices',
    ]);
    expect(sections()).toEqual(['Check-in-App', 'Inhalte', 'E-Commerce', 'Weitere Module']);
    expect(screen.queryByText('CMS-Seiten')).toBeNull();
    expect(screen.getByText('Formulare').closest('a')?.getAttribute('href')).toBe('/backoffice/checkin/forms');
  });

  it('shows a user without permissions no permissioned entry', () => {
    renderInApp(<BackofficeNav permissions={[]} />);
    expect(shownPaths()).toEqual([
      'checkin/visitors', 'checkin/events', 'checkin/apps', 'checkin/printerconfigurations', 'checkin/forms', 'calendars', 'applications', 'files',
      'customers', 'devices',
    ]);
  });
});

// Lazy screens load through Vite's transform on first use, which can take a while on a busy machine.
const WAIT = { timeout: 15_000 };

describe('back-office routes', () => {
  const user = (permissions: string[]) => useSession.setState({ user: { id: 'u1', tenantId: 't1', displayName: 'Olga', primaryEmail: 'olga@example.com', permissions } });

  it('shows the no-permission page on a direct visit to an entry the user may not see, below it too', async () => {
    user(['ORDERS_READ']);
    for (const path of ['/backoffice/service-token', '/backoffice/pim/products', '/backoffice/pim/products/new', '/backoffice/export', '/backoffice/cms-pages', '/backoffice/contacts/custom-fields']) {
      renderApp(path);
      expect((await screen.findByTestId('no-permission', {}, WAIT)).textContent, path).toContain('Keine Berechtigung');
      cleanup();
    }
  });

  it('gives every entry with a path a working screen: the check-in entries and devices open their lists', async () => {
    user([]);
    renderApp('/backoffice/devices');
    expect((await screen.findByRole('heading', { name: 'Externe Geräte' }, WAIT))).toBeTruthy();
    expect(screen.queryByTestId('coming-soon')).toBeNull();
    cleanup();
    renderApp('/backoffice/checkin/forms');
    expect((await screen.findByRole('heading', { name: 'Formulare' }, WAIT))).toBeTruthy();
  });

  it('marks the current entry and answers unknown paths with not found', async () => {
    user(['TENANT_ADMIN']);
    renderApp('/backoffice/devices');
    await screen.findByRole('heading', { name: 'Externe Geräte' }, WAIT);
    const current = screen.getAllByTestId('nav-entry').filter((e) => e.getAttribute('aria-current') === 'page');
    expect(current.map((e) => e.getAttribute('data-path'))).toEqual(['devices']);
    cleanup();
    renderApp('/backoffice/forms');
    expect(await screen.findByTestId('not-found', {}, WAIT)).toBeTruthy();
  });
});
