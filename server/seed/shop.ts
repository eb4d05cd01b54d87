import { recordAudit } from '../audit/record.js';
import type { Database } from '../db/client.js';
import { newId } from '../db/ids.js';
import { insertRow } from '../resources/core/store.js';
import type { SeedContext } from './seeders.js';

/**
 * The demo shop of the first start: price zones EUR and CHF, 30 products (German texts with English
 * translations, tags, prices in both zones, a picture served by GET /api/files/demo/product-{n}.svg), some
 * corporations and counters. Runs inside the seed transaction (the Database it gets is bound to it).
 */
const ITEMS: [de: string, en: string, tag: string][] = [
  ['T-Shirt', 'T-shirt', 'kleidung'],
  ['Kapuzenpullover', 'Hoodie', 'kleidung'],
  ['Mütze', 'Beanie', 'kleidung'],
  ['Socken', 'Socks', 'kleidung'],
  ['Schal', 'Scarf', 'kleidung'],
  ['Tasse', 'Mug', 'kueche'],
  ['Trinkflasche', 'Water bottle', 'kueche'],
  ['Rucksack', 'Backpack', 'accessoires'],
  ['Turnbeutel', 'Gym bag', 'accessoires'],
  ['Notizbuch', 'Notebook', 'buero'],
];
const VARIANTS: [de: string, en: string, tag: string][] = [
  ['Klassik', 'Classic', 'klassik'],
  ['Öko', 'Eco', 'oeko'],
  ['Premium', 'Premium', 'premium'],
];

async function insert(db: Database, tenantId: string, resource: string, data: object): Promise<string> {
  const now = Date.now();
  const entity = await insertRow(db, { tenantId, resource }, newId(now), data, now);
  await recordAudit(db, { tenantId, userId: null, action: 'create', resource, entityId: entity.id, details: { seed: true } });
  return entity.id;
}

/** CHF price of a EUR price: 5 % more, rounded to 5 Rappen. */
const chf = (eur: number) => Math.round((eur * 1.05) / 5) * 5;

export async function seedShop(db: Database, { tenantId }: SeedContext): Promise<void> {
  const eur = await insert(db, tenantId, 'pricezones', {
    title: 'Euro-Zone', currency: 'EUR', isDefault: true, translations: { en_us: { title: 'Euro zone' }, fr_fr: { title: 'Zone euro' }, es_es: { title: 'Zona euro' } },
  });
  const ch = await insert(db, tenantId, 'pricezones', {
    title: 'Schweiz', currency: 'CHF', translations: { en_us: { title: 'Switzerland' }, fr_fr: { title: 'Suisse' }, es_es: { title: 'Suiza' } },
  });

  let n = 0;
  for (const [variantDe, variantEn, variantTag] of VARIANTS) {
    for (const [itemDe, itemEn, itemTag] of ITEMS) {
      n++;
      const price = 990 + ((n * 370) % 4000);
      await insert(db, tenantId, 'products', {
        title: `${itemDe} ${variantDe}`,
        shortTitle: itemDe,
        shortDescription: `${itemDe} aus der Linie ${variantDe}: fair hergestellt und lange haltbar.`,
        images: [{ fileUrl: `/api/files/demo/product-${n}.svg`, alt: `${itemDe} ${variantDe}` }],
        prices: [{ priceZoneId: eur, value: price }, { priceZoneId: ch, value: chf(price) }],
        tags: [itemTag, variantTag, ...(n % 4 === 0 ? ['neu'] : []), ...(n % 7 === 0 ? ['sale'] : [])],
        translations: {
          en_us: {
            title: `${itemEn} ${variantEn}`,
            shortTitle: itemEn,
            shortDescription: `${itemEn} from the ${variantEn} line: fairly made and long-lasting.`,
          },
        },
      });
    }
  }

  const corporations = [
    { name: 'Baukasten Handels GmbH', email: 'info@baukasten.example', phone: '+49 30 1234567', address: { street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' } },
    { name: 'Alpen Shop AG', email: 'kontakt@alpenshop.example', phone: '+41 44 7654321', address: { street: 'Bahnhofstrasse 12', postalCode: '8001', city: 'Zürich', country: 'CH' } },
    { name: 'Nordlicht Logistik KG', email: 'service@nordlicht.example', address: { street: 'Hafenweg 5', postalCode: '20457', city: 'Hamburg', country: 'DE' } },
  ];
  const corporationIds: string[] = [];
  for (const corporation of corporations) corporationIds.push(await insert(db, tenantId, 'corporations', corporation));

  const counters = [
    { name: 'Empfang Berlin', corporationId: corporationIds[0], location: 'Erdgeschoss', active: true },
    { name: 'Kasse 1', corporationId: corporationIds[0], location: 'Verkaufsraum', active: true },
    { name: 'Schalter Zürich', corporationId: corporationIds[1], location: 'Halle A', active: true },
    { name: 'Warenausgabe Hamburg', corporationId: corporationIds[2], location: 'Tor 3', active: false },
  ];
  for (const counter of counters) await insert(db, tenantId, 'counters', counter);
}
