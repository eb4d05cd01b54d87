import { describe, expect, it } from 'vitest';
import { entryOfPath, holds, NAV_ENTRIES, visibleNavigation } from './navigation';

const paths = (permissions: string[]) => visibleNavigation(permissions).flatMap((s) => s.entries.map((e) => e.path ?? `(${e.key})`));

describe('back-office navigation', () => {
  it('lists the 26 entries of the table in order, the routed ones with their spec paths', () => {
    expect(NAV_ENTRIES).toHaveLength(26);
    expect(NAV_ENTRIES.filter((e) => e.path).map((e) => e.path)).toEqual([
      'checkin/visitors', 'checkin/events', 'checkin/apps', 'checkin/printerconfigurations', 'checkin/forms', 'calendars', 'applications',
      'cms-pages', 'optins', 'pdf-templates', 'files', 'internationalization', 'contacts', 'pim/products', 'pim/orders',
      'pim/pricezones', 'pim/supplier', 'customers', 'emails', 'marketing',
      'workflows', 'export', 'task-queue', 'audit-log', 'service-token', 'devices',
    ]);
  });

  it('shows a TENANT_ADMIN every entry in the five sections in order', () => {
    const sections = visibleNavigation(['TENANT_ADMIN']);
    expect(sections.map((s) => s.key)).toEqual(['checkin', 'content', 'ecommerce', 'tasks', 'other']);
    expect(sections.flatMap((s) => s.entries)).toEqual([...NAV_ENTRIES]);
  });

  it('shows a user without permissions only the permission-free entries, and drops the empty tasks section', () => {
    expect(paths([])).toEqual([
      'checkin/visitors', 'checkin/events', 'checkin/apps', 'checkin/printerconfigurations', 'checkin/forms',
      'calendars', 'applications', 'files', 'customers', 'devices',
    ]);
    expect(visibleNavigation([]).map((s) => s.key)).toEqual(['checkin', 'content', 'ecommerce', 'other']);
  });

  it('adds exactly the entries of a held permission', () => {
    const base = paths([]);
    expect(paths(['ORDERS_READ']).filter((p) => !base.includes(p))).toEqual(['pim/orders']);
    expect(paths(['PRODUCTS_READ']).filter((p) => !base.includes(p))).toEqual(['pim/products', 'pim/pricezones']);
    expect(paths(['EXPORTERS_EXECUTE', 'AUDIT_READ']).filter((p) => !base.includes(p))).toEqual(['export', 'audit-log']);
    expect(paths(['CMS_READ']).filter((p) => !base.includes(p))).toEqual(['cms-pages']);
    expect(paths(['CONTACTS_READ', 'WORKFLOW_READ']).filter((p) => !base.includes(p))).toEqual(['contacts', 'workflows']);
    expect(paths(['EMAILS_READ']).filter((p) => !base.includes(p))).toEqual(['emails']);
    // Service tokens need TENANT_ADMIN itself; no other permission opens them.
    expect(paths(['PRODUCTS_WRITE', 'AUDIT_READ', 'ORDERS_WRITE'])).not.toContain('service-token');
  });

  it('finds the entry of a path and of the screens below it', () => {
    expect(entryOfPath('pim/products')?.key).toBe('products');
    expect(entryOfPath('/pim/products/new/')?.key).toBe('products');
    expect(entryOfPath('pim/orders/abc')?.key).toBe('orders');
    expect(entryOfPath('pim/productsx')).toBeNull();
    expect(entryOfPath('calendars/c1/events')?.key).toBe('calendars');
    expect(entryOfPath('forms')).toBeNull();
    expect(entryOfPath('checkin/forms')?.key).toBe('forms');
    expect(entryOfPath('')).toBeNull();
  });

  it('treats TENANT_ADMIN as holding every permission', () => {
    expect(holds(['TENANT_ADMIN'], 'WORKFLOW_READ')).toBe(true);
    expect(holds(['ORDERS_READ'], 'WORKFLOW_READ')).toBe(false);
    expect(holds(undefined, null)).toBe(true);
    expect(holds(undefined, 'ORDERS_READ')).toBe(false);
  });
});
