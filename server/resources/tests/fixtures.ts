import type { ServerApi } from '../../test/harness.js';
import { DEMO_TENANT } from '../../test/harness.js';

/**
 * Per-resource test data for the generic suites: a valid create body, a PUT body, a PATCH body with the field it
 * changes, and an invalid body with the field the 400 must name. One entry per resource configuration of
 * server/resources/definitions; the suites run the same checks over all of them.
 */
export interface ResourceFixture {
  path: string;
  create(n: number): Record<string, unknown>;
  put(n: number): Record<string, unknown>;
  patch: { body: Record<string, unknown>; field: string };
  invalid: { body: Record<string, unknown>; field: string };
  /** Read-only resources answer only the read calls. */
  readOnly?: boolean;
  /** Reads that need no token. */
  publicReads?: boolean;
  /** The permissions that allow reading and writing (checked by the access suite). */
  readPermission?: string;
  writePermission?: string;
}

export const DOCUMENT_WIDGET = { id: 'root', type: 'FlexboxContainer', settings: {}, slots: { children: [] } };
export const ADDRESS = { name: 'Erika Muster', street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' };
export const DATA_TYPE_PATH = 'contacts';

export const FIXTURES: ResourceFixture[] = [
  {
    path: '/corporations', readPermission: 'CORPORATIONS_READ', writePermission: 'CORPORATIONS_WRITE',
    create: (n) => ({ name: `Firma ${n}`, email: `firma${n}@example.com` }),
    put: (n) => ({ name: `Firma ${n} AG`, address: { city: 'Bern', country: 'CH' } }),
    patch: { body: { notes: 'patched' }, field: 'notes' },
    invalid: { body: { name: 'x', email: 'not-an-address' }, field: 'email' },
  },
  {
    path: '/counters', readPermission: 'COUNTERS_READ', writePermission: 'COUNTERS_WRITE',
    create: (n) => ({ name: `Kasse ${n}`, active: true }),
    put: (n) => ({ name: `Kasse ${n}b`, location: 'Halle 2' }),
    patch: { body: { description: 'patched' }, field: 'description' },
    invalid: { body: { name: 'x', active: 'yes' }, field: 'active' },
  },
  {
    path: '/orders', readPermission: 'ORDERS_READ', writePermission: 'ORDERS_WRITE',
    create: (n) => ({ positions: [{ productId: `p${n}`, amount: 1 }], status: 'open' }),
    put: (n) => ({ positions: [{ productId: `p${n}`, amount: 2 }], status: 'shipped', billingAddress: ADDRESS }),
    patch: { body: { status: 'patched' }, field: 'status' },
    invalid: { body: { positions: [{ productId: 'p', amount: 0 }] }, field: 'positions.0.amount' },
  },
  {
    path: '/roles', readPermission: 'ROLES_READ', writePermission: 'ROLES_WRITE',
    create: (n) => ({ name: `Rolle ${n}` }),
    put: (n) => ({ name: `Rolle ${n}b`, userIds: [], permissions: ['PRODUCTS_READ'] }),
    patch: { body: { name: 'patched' }, field: 'name' },
    invalid: { body: { name: 'x', userIds: [], permissions: ['products read'] }, field: 'permissions.0' },
  },
  {
    path: '/pricezones', publicReads: true, readPermission: 'PRODUCTS_READ', writePermission: 'PRODUCTS_WRITE',
    create: (n) => ({ title: `Zone ${n}`, currency: 'EUR' }),
    put: (n) => ({ title: `Zone ${n}b`, currency: 'CHF' }),
    patch: { body: { title: 'patched' }, field: 'title' },
    invalid: { body: { title: 'x', currency: 'euro' }, field: 'currency' },
  },
  {
    path: '/products', publicReads: true, readPermission: 'PRODUCTS_READ', writePermission: 'PRODUCTS_WRITE',
    create: (n) => ({ title: `Produkt ${n}`, tags: ['a'], prices: [{ priceZoneId: 'z', value: 100 * n }], images: [{ fileUrl: '/x.svg' }] }),
    put: (n) => ({ title: `Produkt ${n}b`, shortTitle: 'P' }),
    patch: { body: { shortDescription: 'patched' }, field: 'shortDescription' },
    invalid: { body: { title: 'x', prices: [{ priceZoneId: 'z', value: 1.5 }] }, field: 'prices.0.value' },
  },
  {
    path: '/projects', readPermission: 'PROJECTS_READ', writePermission: 'PROJECTS_WRITE',
    create: (n) => ({ name: `Projekt ${n}` }),
    put: (n) => ({ name: `Projekt ${n}b`, description: 'neu' }),
    patch: { body: { description: 'patched' }, field: 'description' },
    invalid: { body: { name: '' }, field: 'name' },
  },
  {
    path: '/shoppingcarts', readPermission: 'ORDERS_READ', writePermission: 'ORDERS_WRITE',
    create: (n) => ({ orderPositions: [{ productId: `p${n}`, amount: 1 }] }),
    put: (n) => ({ orderPositions: [{ productId: `p${n}`, amount: 3 }] }),
    patch: { body: { orderPositions: [] }, field: 'orderPositions' },
    invalid: { body: { orderPositions: [{ productId: 'p', amount: -1 }] }, field: 'orderPositions.0.amount' },
  },
  {
    path: '/users', readPermission: 'TENANT_ADMIN', writePermission: 'TENANT_ADMIN',
    create: (n) => ({ displayName: `Nutzer ${n}`, primaryEmail: `user${n}-${Date.now()}@example.com`, password: 'secret-password' }),
    put: (n) => ({ displayName: `Nutzer ${n}b`, primaryEmail: `user${n}b-${Date.now()}@example.com` }),
    patch: { body: { displayName: 'patched' }, field: 'displayName' },
    invalid: { body: { displayName: 'x', primaryEmail: 'no-address', password: 'secret-password' }, field: 'primaryEmail' },
  },
  {
    path: '/applications', readPermission: 'APPLICATIONS_READ', writePermission: 'APPLICATIONS_WRITE',
    create: (n) => ({ name: `App ${n}`, schemaVersion: 1, content: [{ path: '', title: 'Start', widget: DOCUMENT_WIDGET }] }),
    put: (n) => ({ name: `App ${n}b`, schemaVersion: 1, content: [{ path: 'b', widget: DOCUMENT_WIDGET }] }),
    patch: { body: { name: 'patched' }, field: 'name' },
    invalid: { body: { name: 'x', schemaVersion: 1, content: [{ path: '', widget: { type: 'Text' } }] }, field: 'content.0.widget.id' },
  },
  {
    path: '/compoundwidgets', publicReads: true, readPermission: 'APPLICATIONS_READ', writePermission: 'APPLICATIONS_WRITE',
    create: (n) => ({ name: `Baustein ${n}`, widget: DOCUMENT_WIDGET, socketConnections: [], rootSockets: [] }),
    put: (n) => ({ name: `Baustein ${n}b`, widget: DOCUMENT_WIDGET }),
    patch: { body: { name: 'patched' }, field: 'name' },
    invalid: { body: { name: 'x', widget: { id: 'w', type: 'Text', slots: 'none' } }, field: 'widget.slots' },
  },
  {
    path: '/datatypes', readPermission: 'DATATYPES_READ', writePermission: 'DATATYPES_WRITE',
    create: (n) => ({ path: `type-${n}-${Date.now()}`, schema: { type: 'object', properties: { name: { type: 'string' } } } }),
    put: (n) => ({ path: `type-${n}b-${Date.now()}`, schema: { type: 'object' }, name: 'Typ' }),
    patch: { body: { name: 'patched' }, field: 'name' },
    invalid: { body: { path: 'Not A Path', schema: {} }, field: 'path' },
  },
  {
    path: `/data/${DATA_TYPE_PATH}`, readPermission: 'DATA_READ', writePermission: 'DATA_WRITE',
    create: (n) => ({ name: `Kontakt ${n}`, age: 30 + n }),
    put: (n) => ({ name: `Kontakt ${n}b` }),
    patch: { body: { age: 99 }, field: 'age' },
    invalid: { body: { name: 'x', age: 'old' }, field: 'age' },
  },
  {
    path: '/suppliers', readPermission: 'PRODUCTS_READ', writePermission: 'PRODUCTS_WRITE',
    create: (n) => ({ name: `Lieferant ${n}`, email: `lieferant${n}@example.com` }),
    put: (n) => ({ name: `Lieferant ${n}b`, address: { city: 'Wien', country: 'AT' } }),
    patch: { body: { notes: 'patched' }, field: 'notes' },
    invalid: { body: { name: 'x', email: 'no-address' }, field: 'email' },
  },
  {
    // Owner-scoped like orders: anyone signed in keeps its own files. The generic create references a file elsewhere.
    path: '/files', readPermission: 'FILES_READ', writePermission: 'FILES_WRITE',
    create: (n) => ({ name: `Foto ${n}.jpg`, url: `https://images.example/foto-${n}.jpg`, license: 'CC0' }),
    put: (n) => ({ name: `Foto ${n}b.jpg`, url: `https://images.example/foto-${n}b.jpg` }),
    patch: { body: { license: 'CC BY 4.0' }, field: 'license' },
    invalid: { body: { name: 'x', url: 'https://images.example/x.jpg', size: -1 }, field: 'size' },
  },
  {
    // Entries (/calendarevents) need a calendar first: server/resources/definitions/calendars.api.test.ts.
    path: '/calendars', publicReads: true, readPermission: 'CALENDARS_WRITE', writePermission: 'CALENDARS_WRITE',
    create: (n) => ({ name: `Kalender ${n}`, color: '#336699', visibility: 'public' }),
    put: (n) => ({ name: `Kalender ${n}b`, visibility: 'public' }),
    patch: { body: { description: 'patched' }, field: 'description' },
    invalid: { body: { name: 'x', color: 'blau' }, field: 'color' },
  },
  {
    path: '/contacts', readPermission: 'CONTACTS_READ', writePermission: 'CONTACTS_WRITE',
    create: (n) => ({ firstName: `Erika ${n}`, lastName: 'Muster', email: `erika${n}@example.com` }),
    put: (n) => ({ lastName: `Muster ${n}b`, company: 'Muster GmbH', companyAddress: { city: 'Köln' } }),
    patch: { body: { mobile: '+49 170 1234567' }, field: 'mobile' },
    invalid: { body: { firstName: 'x'.repeat(129) }, field: 'firstName' },
  },
  {
    path: '/contactcustomfields', readPermission: 'CONTACTS_READ', writePermission: 'CONTACTS_WRITE',
    create: (n) => ({ title: `Feld ${n}`, type: 'string' }),
    put: (n) => ({ title: `Feld ${n}b`, type: 'number' }),
    patch: { body: { title: 'patched' }, field: 'title' },
    invalid: { body: { title: 'x', type: 'color' }, field: 'type' },
  },
  {
    path: '/cmspages', readPermission: 'CMS_READ', writePermission: 'CMS_WRITE',
    create: (n) => ({ title: `Seite ${n}`, path: `seite-${n}-${Date.now()}`, content: '<p>Hallo</p>' }),
    put: (n) => ({ title: `Seite ${n}b`, path: `seite-${n}b-${Date.now()}`, content: '' }),
    patch: { body: { title: 'patched' }, field: 'title' },
    invalid: { body: { title: 'x', path: '../etc', content: '' }, field: 'path' },
  },
  {
    // Created only by publishing (server/publishing/publishing.api.test.ts); the seed publishes the demo shop.
    path: '/applicationversions', readOnly: true, readPermission: 'APPLICATIONS_READ',
    create: () => ({}), put: () => ({}),
    patch: { body: {}, field: '' }, invalid: { body: {}, field: '' },
  },
  {
    path: '/auditlog', readOnly: true, readPermission: 'AUDIT_READ',
    create: () => ({}), put: () => ({}),
    patch: { body: {}, field: '' }, invalid: { body: {}, field: '' },
  },
  {
    path: '/usergroups', readPermission: 'USERGROUPS_READ', writePermission: 'USERGROUPS_WRITE',
    create: (n) => ({ name: `Gruppe ${n}` }),
    put: (n) => ({ name: `Gruppe ${n}b`, userIds: [] }),
    patch: { body: { name: 'patched' }, field: 'name' },
    invalid: { body: { name: 'x', userIds: [''] }, field: 'userIds.0' },
  },
  {
    // Written only by the server's mail sending (server/mail/mail.api.test.ts).
    path: '/mailoutbox', readOnly: true, readPermission: 'EMAILS_READ',
    create: () => ({}), put: () => ({}),
    patch: { body: {}, field: '' }, invalid: { body: {}, field: '' },
  },
  {
    path: '/pdftemplates', readPermission: 'PDF_TEMPLATE_READ', writePermission: 'PDF_TEMPLATE_WRITE',
    create: (n) => ({ name: `Rechnung ${n}-${Date.now()}`, content: '<h1>Rechnung {{order.number}}</h1>' }),
    put: (n) => ({ name: `Rechnung ${n}b-${Date.now()}`, paperSize: 'A5', content: '' }),
    patch: { body: { description: 'patched' }, field: 'description' },
    invalid: { body: { name: 'x', paperSize: 'A3', content: '' }, field: 'paperSize' },
  },
  {
    path: '/translationoverrides', readPermission: 'INTERNATIONALIZATION_READ', writePermission: 'INTERNATIONALIZATION_WRITE',
    create: (n) => ({ key: `shop:cart.title${n}`, language: 'de_de', text: `Warenkorb ${n}` }),
    put: (n) => ({ key: `shop:cart.title${n}`, language: 'en_us', text: `Basket ${n}` }),
    patch: { body: { text: 'patched' }, field: 'text' },
    invalid: { body: { key: 'kein Schlüssel', language: 'de_de', text: 'x' }, field: 'key' },
  },
  {
    path: '/mailinglists', readPermission: 'MAILING_LIST_READ', writePermission: 'MAILING_LIST_WRITE',
    create: (n) => ({ name: `Newsletter ${n}-${Date.now()}`, doubleOptIn: true }),
    put: (n) => ({ name: `Newsletter ${n}b-${Date.now()}`, senderEmail: 'news@example.com' }),
    patch: { body: { description: 'patched' }, field: 'description' },
    invalid: { body: { name: 'x', senderEmail: 'keine-adresse' }, field: 'senderEmail' },
  },
  {
    // Opt-ins and workflow runs need a mailing list or workflow first: server/mailing/optins.api.test.ts and
    // server/resources/definitions/workflows.api.test.ts.
    path: '/workflows', readPermission: 'WORKFLOW_READ', writePermission: 'WORKFLOW_WRITE',
    create: (n) => ({ name: `Freigabe ${n}-${Date.now()}`, steps: [{ name: 'Prüfen', kind: 'approval' }] }),
    put: (n) => ({ name: `Freigabe ${n}b-${Date.now()}`, active: false, steps: [] }),
    patch: { body: { description: 'patched' }, field: 'description' },
    invalid: { body: { name: 'x', steps: [{ name: 'a', kind: 'magic' }] }, field: 'steps.0.kind' },
  },
  // The check-in suite (docs/checkin.md); links between its entities: server/resources/definitions/checkin.api.test.ts.
  {
    path: '/visitors', readPermission: 'CHECKIN_READ', writePermission: 'CHECKIN_WRITE',
    create: (n) => ({ firstName: `Vera ${n}`, lastName: 'Besuch', badgeCode: `B-${n}-${Date.now()}` }),
    put: (n) => ({ firstName: `Vera ${n}`, lastName: 'Besuch-Neu', company: 'Gast GmbH' }),
    patch: { body: { checkedInAt: 1_700_000_000_000 }, field: 'checkedInAt' },
    invalid: { body: { firstName: 'x', lastName: 'y', badgeCode: 'mit Leerzeichen' }, field: 'badgeCode' },
  },
  {
    path: '/checkinapps', readPermission: 'CHECKIN_READ', writePermission: 'CHECKIN_WRITE',
    create: (n) => ({ name: `Empfang ${n}-${Date.now()}`, active: true }),
    put: (n) => ({ name: `Empfang ${n}b-${Date.now()}`, welcomeText: 'Willkommen!' }),
    patch: { body: { active: false }, field: 'active' },
    invalid: { body: { name: 'x', active: 'ja' }, field: 'active' },
  },
  {
    path: '/printerconfigurations', readPermission: 'CHECKIN_READ', writePermission: 'CHECKIN_WRITE',
    create: (n) => ({ name: `Drucker ${n}-${Date.now()}`, connection: 'network', address: '10.0.0.7' }),
    put: (n) => ({ name: `Drucker ${n}b-${Date.now()}`, connection: 'bluetooth', paperWidthMm: 62 }),
    patch: { body: { copies: 2 }, field: 'copies' },
    invalid: { body: { name: 'x', connection: 'fax' }, field: 'connection' },
  },
  {
    path: '/checkinforms', readPermission: 'CHECKIN_READ', writePermission: 'CHECKIN_WRITE',
    create: (n) => ({ name: `Ausweis ${n}-${Date.now()}`, kind: 'badge', content: '<h1>{{firstName}} {{lastName}}</h1>' }),
    put: (n) => ({ name: `Ausweis ${n}b-${Date.now()}`, kind: 'registration', content: '' }),
    patch: { body: { description: 'patched' }, field: 'description' },
    invalid: { body: { name: 'x', kind: 'poster', content: '' }, field: 'kind' },
  },
  {
    path: '/devices', readPermission: 'DEVICES_READ', writePermission: 'DEVICES_WRITE',
    create: (n) => ({ name: `Tablet ${n}`, type: 'tablet', serialNumber: `SN-${n}-${Date.now()}` }),
    put: (n) => ({ name: `Tablet ${n}b`, type: 'kiosk', location: 'Foyer' }),
    patch: { body: { note: 'patched' }, field: 'note' },
    invalid: { body: { name: 'x', type: 'toaster' }, field: 'type' },
  },
];

/** The data type the `/data/contacts` fixture writes to, created once per test server in tenant `tenant`. */
export async function createContactsType(server: ServerApi, token: string, tenant = DEMO_TENANT): Promise<void> {
  const result = await server.call('POST', '/api/datatypes', {
    token, tenant,
    body: {
      path: DATA_TYPE_PATH,
      schema: { type: 'object', properties: { name: { type: 'string', minLength: 1 }, age: { type: 'integer' } }, required: ['name'] },
    },
  });
  if (result.status !== 201) throw new Error(`data type: ${result.status} ${JSON.stringify(result.body)}`);
}

/** The id of some entity of a read-only resource (the audit log always has entries after the seed). */
export async function someId(server: ServerApi, token: string, path: string): Promise<string> {
  const result = await server.call('GET', `/api${path}?size=1`, { token });
  return result.body.elements[0].id;
}

export const expectEnvelope = (body: any) => {
  if (!body || typeof body.error?.code !== 'string' || typeof body.error?.message !== 'string' || !Array.isArray(body.error?.details)) {
    throw new Error(`not an error envelope: ${JSON.stringify(body)}`);
  }
};
