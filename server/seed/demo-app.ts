import { recordAudit } from '../audit/record.js';
import type { Database } from '../db/client.js';
import { newId } from '../db/ids.js';
import { insertRow } from '../resources/core/store.js';
import { insertFirstVersion } from '../publishing/versions-store.js';
import { createUser } from '../users/store.js';
import { loadApplicationDocument } from '../../migrations/load.js';
import type { ApplicationDocument, ContentEntry, WidgetNode } from '../../model/document/types.js';
import type { SeedContext } from './seeders.js';

/**
 * The demo shop application of the first start (`npm start`, README.md), published (version 1) on the domain `localhost`: a home
 * page with a hero, the product list and the cart icon, a product page (`products/:id`), the cart with ordering, an
 * order confirmation and a resource planning page. A shopper account without back-office rights can log in (/login),
 * fill the cart and order; the admin sees the order through the orders API.
 */
export const DEMO_APP_DOMAIN = 'localhost';
/** The demo shopper. Its password is never fixed: SHOPPER_PASSWORD, or generated and printed once (seed). */
export const DEMO_SHOPPER = Object.freeze({
  email: 'shopper@example.com',
  displayName: 'Erika Einkauf',
});

/** What the staff-only planning page and its navigation entry ask of a user (the planning reads tasks). */
export const STAFF_PERMISSIONS = ['TASKS_READ'] as const;

const heading = (id: string, value: string, level = 2): WidgetNode => ({ id, type: 'Heading', settings: { text: value, level } });
const link = (id: string, label: string, to: string, showAsButton = false): WidgetNode => ({ id, type: 'Link', settings: { text: label, link: to, showAsButton } });
const column = (id: string, children: WidgetNode[], settings: Record<string, unknown> = {}): WidgetNode => ({
  id, type: 'Container', settings: { direction: 'column', alignItems: 'stretch', wrap: 'nowrap', padding: '0', gap: '0', ...settings }, slots: { children },
});

/** The bar on top of every page: shop name, links, login, and the cart icon with its badge. */
function header(prefix: string): WidgetNode {
  return {
    id: `${prefix}-header`,
    type: 'Container',
    settings: { direction: 'row', justifyContent: 'space-between', alignItems: 'center', padding: '12px 24px', gap: '16px', height: 'auto', backgroundColor: '#1a365d', fontColor: '#ffffff', landmark: 'header' },
    slots: {
      children: [
        link(`${prefix}-home`, 'Baukasten Demo-Shop', '/'),
        {
          id: `${prefix}-nav`,
          type: 'Container',
          settings: { direction: 'row', alignItems: 'center', padding: '0', gap: '20px', width: 'auto', height: 'auto', landmark: 'nav' },
          slots: {
            children: [
              // Staff only: shoppers see neither the entry nor the page (whose widgets read what only staff may).
              {
                id: `${prefix}-staff`, type: 'AuthorizedContainer', settings: { permissions: [...STAFF_PERMISSIONS] },
                slots: { children: [link(`${prefix}-planning`, 'Planung', '/planung')] },
              },
              // Logs the shopper in within the shop (a dialog); signed in, the name with a menu and Logout.
              {
                id: `${prefix}-login`, type: 'LoginStatus',
                settings: { backgroundColor: '#ffffff', fontColor: '#1a365d', viewType: 'normal', dialog: true, menuButtons: [{ label: 'Warenkorb', link: '/cart' }] },
              },
              link(`${prefix}-cart-link`, 'Warenkorb', '/cart'),
              { id: `${prefix}-cart-icon`, type: 'CartIcon', settings: { link: '/cart' } },
            ],
          },
        },
      ],
    },
  };
}

/** A page: the header (a header landmark holding the nav) and a padded content column (the main landmark). */
function page(prefix: string, entry: Omit<ContentEntry, 'widget'>, content: WidgetNode[]): ContentEntry {
  return {
    ...entry,
    widget: column(`${prefix}-page`, [header(prefix), column(`${prefix}-content`, content, { padding: '24px', gap: '24px', landmark: 'main' })], { height: 'auto' }),
  };
}

export function demoShopDocument(projectId: string): ApplicationDocument {
  return {
    name: 'Demo-Shop',
    projectId,
    domain: DEMO_APP_DOMAIN,
    kind: 'APPLICATION',
    schemaVersion: 1,
    defaultLocale: 'de_de',
    content: [
      page('home', { path: '', title: 'Demo-Shop', authenticationRequired: false }, [
        {
          id: 'home-hero',
          type: 'Hero',
          settings: { title: 'Willkommen im Demo-Shop', subtitle: 'Fair hergestellte Kleidung, Küchen- und Büroartikel in Euro und Franken.', minHeight: '220px' },
          slots: { children: [link('home-hero-cart', 'Zum Warenkorb', '/cart', true)] },
        },
        heading('home-sale-title', 'Im Angebot'),
        { id: 'home-sale', type: 'ProductList', settings: { count: 4, pager: 'never', tags: ['sale'], link: '/products/{id}' } },
        heading('home-all-title', 'Alle Produkte'),
        { id: 'home-products', type: 'ProductList', settings: { count: 6, pager: 'auto', link: '/products/{id}' } },
      ]),
      page('product', { path: 'products/:id', title: 'Produkt', authenticationRequired: false }, [
        link('product-back', '← Zurück zur Übersicht', '/'),
        { id: 'product-detail', type: 'ProductDetail', settings: { productId: '{id}' } },
      ]),
      page('cart', { path: 'cart', title: 'Warenkorb', authenticationRequired: false }, [
        heading('cart-title', 'Ihr Warenkorb', 1),
        // The confirmation's address carries the readable order number (B-000123), which it shows.
        { id: 'cart-details', type: 'CartDetails', settings: { orderLink: '/order/{orderNumber}' } },
        link('cart-continue', 'Weiter einkaufen', '/'),
      ]),
      page('order', { path: 'order/:orderNumber', title: 'Bestellung', authenticationRequired: true }, [
        heading('order-title', 'Vielen Dank für Ihre Bestellung!', 1),
        // The order itself, loaded by the number in the address: number, date, lines and total.
        { id: 'order-confirmation', type: 'OrderConfirmation', settings: { orderNumber: '{orderNumber}' } },
        link('order-continue', 'Weiter einkaufen', '/', true),
      ]),
      page('planning', { path: 'planung', title: 'Ressourcenplanung', authenticationRequired: true, permissions: [...STAFF_PERMISSIONS] }, [
        heading('planning-title', 'Ressourcenplanung', 1),
        { id: 'planning-stats', type: 'ResourcePlanningUserStats', settings: {} },
        heading('planning-table-title', 'Auslastung im Zeitraum'),
        { id: 'planning-table', type: 'ResourcePlanningUserTable', settings: { userContextVariable: 'selectedUser' } },
        { id: 'planning-hours', type: 'ResourcePlanningUserConfiguration', settings: { userId: '{selectedUser}' } },
        heading('planning-workload-title', 'Wochenauslastung'),
        { id: 'planning-workload', type: 'WorkloadTimeline', settings: {} },
      ]),
    ],
  };
}

async function insert(db: Database, tenantId: string, resource: string, data: object): Promise<string> {
  const now = Date.now();
  const entity = await insertRow(db, { tenantId, resource }, newId(now), data, now);
  await recordAudit(db, { tenantId, userId: null, action: 'create', resource, entityId: entity.id, details: { seed: true } });
  return entity.id;
}

export async function seedDemoApp(db: Database, { tenantId, projectId, shopperPassword }: SeedContext): Promise<void> {
  // The document goes through the same load pipeline as every saved application: a broken demo fails the seed.
  const loaded = loadApplicationDocument(demoShopDocument(projectId));
  if (!loaded.ok) throw new Error(`The demo shop application is invalid at ${loaded.path}: ${loaded.message}`);
  const applicationId = await insert(db, tenantId, 'applications', loaded.value);
  // Visitors see the shop at its domain from the first start on: it starts out published as version 1.
  await insertFirstVersion(db, tenantId, applicationId, loaded.value);

  const shopper = await createUser(db, tenantId, { displayName: DEMO_SHOPPER.displayName, primaryEmail: DEMO_SHOPPER.email, password: shopperPassword });
  await recordAudit(db, { tenantId, userId: null, action: 'create', resource: 'users', entityId: shopper.id, details: { seed: true } });
  // Shoppers need no permission: any signed-in user has a cart and may order from it.
  await insert(db, tenantId, 'roles', { name: 'Kundschaft', userIds: [shopper.id], permissions: [] });
}
