import { beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../../runtime/api/index.js';
import { ApiRequestError, configureApi } from '../../../runtime/api/index.js';
import { DEMO_TENANT } from '../../test/harness.js';
import { useTestServer } from '../../test/use-test-server.js';
import { ADDRESS, createContactsType, DATA_TYPE_PATH, DOCUMENT_WIDGET, FIXTURES } from './fixtures.js';

/**
 * The typed client of runtime/api against a real server: every generic method of every resource client, the
 * special calls, and the token rules (product and price zone reads send no token).
 */
const server = useTestServer();
let counter = 0;

beforeAll(async () => {
  await createContactsType(server, server.admin);
  configureApi({ baseUrl: `${server.baseUrl}/api`, tenantId: DEMO_TENANT, token: server.admin, translate: false, language: undefined });
});

type AnyClient = Record<string, (...args: any[]) => Promise<any>>;
const CLIENTS: Record<string, [AnyClient, string, string]> = {
  '/corporations': [api.corporationsApi, 'Corporation', 'Corporations'],
  '/counters': [api.countersApi, 'Counter', 'Counters'],
  '/orders': [api.ordersApi, 'Order', 'Orders'],
  '/roles': [api.rolesApi, 'Role', 'Roles'],
  '/pricezones': [api.priceZonesApi, 'PriceZone', 'PriceZones'],
  '/products': [api.productsApi, 'Product', 'Products'],
  '/projects': [api.projectsApi, 'Project', 'Projects'],
  '/shoppingcarts': [api.shoppingCartsApi, 'ShoppingCart', 'ShoppingCarts'],
  '/users': [api.usersApi, 'User', 'Users'],
  '/applications': [api.applicationsApi, 'Application', 'Applications'],
  '/compoundwidgets': [api.compoundWidgetsApi, 'CompoundWidget', 'CompoundWidgets'],
  '/datatypes': [api.dataTypesApi, 'DataType', 'DataTypes'],
  [`/data/${DATA_TYPE_PATH}`]: [api.dataRecordsApi(DATA_TYPE_PATH) as unknown as AnyClient, 'DataRecord', 'DataRecords'],
};

describe('the generic methods of every resource client', () => {
  // Resources whose client lives elsewhere (added by other parts of the product) are tested there.
  for (const fixture of FIXTURES.filter((f) => !f.readOnly && CLIENTS[f.path])) {
    it(`${fixture.path}`, async () => {
      const [client, S, P] = CLIENTS[fixture.path];
      const created = await client[`create${S}`](fixture.create(++counter));
      expect(created).toMatchObject({ id: expect.any(String), version: 1 });
      expect(await client[`get${S}`](created.id)).toEqual(created);
      expect(await client[`exists${S}`](created.id)).toBe(true);
      expect(await client[`exists${S}`]('no-such-id')).toBe(false);
      const page = await client[`get${P}`]({ page: 1, size: 1000, sort: '-id' });
      expect(page.elements.map((e: { id: string }) => e.id)).toContain(created.id);
      expect((await client[`count${P}`]()).count).toBe(page.totalElements);
      const found = await client[`search${P}`]({ fieldSearches: [{ type: 'id', fieldname: 'id', matcher: 'equals', value: created.id }] });
      expect(found.totalElements).toBe(1);
      const put = await client[`put${S}`](created.id, fixture.put(counter), { ifMatch: 1 });
      expect(put.version).toBe(2);
      const conflict = await client[`patch${S}`](created.id, fixture.patch.body, { ifMatch: 1 }).catch((e: unknown) => e);
      expect(conflict).toBeInstanceOf(ApiRequestError);
      expect((conflict as ApiRequestError).status).toBe(409);
      const patched = await client[`patch${S}`](created.id, fixture.patch.body);
      expect(patched.version).toBe(3);
      const invalid = await client[`create${S}`](fixture.invalid.body).catch((e: unknown) => e);
      expect((invalid as ApiRequestError).status).toBe(400);
      expect((invalid as ApiRequestError).details.map((d) => d.field)).toContain(fixture.invalid.field);
      const other = await client[`create${S}`](fixture.create(++counter));
      await client[`deleteMany${P}`]([other.id]);
      expect(await client[`exists${S}`](other.id)).toBe(false);
      await client[`delete${S}`](created.id);
      const gone = await client[`get${S}`](created.id).catch((e: unknown) => e);
      expect((gone as ApiRequestError).status).toBe(404);
    });
  }

  it('audit log entries', async () => {
    const page = await api.getAuditEntries({ sort: '-id', size: 2 });
    expect(page.elements).toHaveLength(2);
    expect((await api.getAuditEntry(page.elements[0].id)).action).toEqual(expect.any(String));
  });
});

describe('token rules', () => {
  it('product and price zone reads send no token; other calls do', async () => {
    configureApi({ token: 'not-a-valid-token' });
    try {
      expect((await api.getProducts({ size: 1 })).elements).toHaveLength(1);
      expect((await api.countPriceZones()).count).toBe(2);
      expect(await api.existsProduct('nope')).toBe(false);
      const refused = await api.getCorporations().catch((e: unknown) => e);
      expect((refused as ApiRequestError).status).toBe(401);
      const write = await api.createProduct({ title: 'x' }).catch((e: unknown) => e);
      expect((write as ApiRequestError).status).toBe(401);
    } finally {
      configureApi({ token: server.admin });
    }
  });

  it('translate and the language are passed on', async () => {
    const product = await api.createProduct({ title: 'Tasse', translations: { en_us: { title: 'Mug' } } });
    configureApi({ translate: true, language: 'en_us' });
    try {
      expect((await api.getProduct(product.id)).title).toBe('Mug');
    } finally {
      configureApi({ translate: false, language: undefined });
    }
    expect((await api.getProduct(product.id)).title).toBe('Tasse');
  });
});

describe('the special calls', () => {
  it('cart and order', async () => {
    const zones = await api.getPriceZones();
    const eur = zones.elements.find((z) => z.currency === 'EUR')!;
    const priced = await api.searchProducts({ fieldSearches: [{ type: 'foreignId', fieldname: 'prices.priceZoneId', matcher: 'equals', value: eur.id }], size: 2 });
    const [a, b] = priced.elements;
    expect((await api.getMyShoppingCart()).orderPositions).toEqual([]);
    await api.addToMyShoppingCart(a.id, 2);
    await api.addToMyShoppingCart(b.id, 1);
    expect((await api.removeFromMyShoppingCart(a.id, 1)).orderPositions).toEqual([{ productId: a.id, amount: 1 }, { productId: b.id, amount: 1 }]);
    expect((await api.removePositionFromMyShoppingCart(2)).orderPositions).toEqual([{ productId: a.id, amount: 1 }]);
    const order = await api.placeMyOrder({ priceZoneId: eur.id, billingAddress: ADDRESS });
    expect(order.total).toBe(a.prices!.find((p) => p.priceZoneId === eur.id)!.value);
    expect((await api.getMyShoppingCart()).orderPositions).toEqual([]);
    const refused = await api.addToMyShoppingCart(a.id, 0).catch((e: unknown) => e);
    expect((refused as ApiRequestError).details[0].field).toBe('amount');
  });

  it('role force', async () => {
    const role = await api.forceRole('editors', { name: 'Redaktion', userIds: [], permissions: ['CMS_READ'] });
    expect(role).toMatchObject({ id: 'editors', version: 1 });
    expect((await api.getRole('editors')).name).toBe('Redaktion');
  });

  it('project calls and import of an export', async () => {
    const project = await api.createProject({ name: 'Client', invitations: [{ email: 'x@example.com' }] });
    const application = await api.createApplication({ name: 'App', projectId: project.id, schemaVersion: 1, content: [{ path: '', widget: DOCUMENT_WIDGET }], domain: 'client.example.com' });
    expect(await api.getProjectAvailablePermissions(project.id)).toContain('PROJECT_WRITE');
    expect((await api.getProjectInvitations(project.id)).elements[0].email).toBe('x@example.com');
    const users = await api.getProjectUsers(project.id, { page: 1, size: 5 });
    expect(users.totalElements).toBe(1);
    const exported = await api.exportProject(project.id);
    expect(exported.applications).toHaveLength(1);
    const imported = await api.importProject(exported);
    expect(imported.id).not.toBe(project.id);
    const afterRemoval = await api.removeProjectUser(project.id, users.elements[0].id);
    expect(afterRemoval.members).toEqual([]);
    const published = await api.publishApplication({ applicationId: application.id, note: 'eins', draftVersion: application.version });
    expect(published).toMatchObject({ number: 1, note: 'eins' });
    const byDomain = await api.getApplicationByDomain('client.example.com');
    expect(byDomain).toMatchObject({ name: 'App', tenantId: DEMO_TENANT, projectId: project.id, publishedVersion: 1 });
  });

  it('publishing, history and restore', async () => {
    const application = await api.createApplication({ name: 'Versioniert', schemaVersion: 1, content: [{ path: '', widget: DOCUMENT_WIDGET }] });
    await api.publishApplication({ applicationId: application.id });
    const renamed = await api.putApplication(application.id, { ...application, name: 'Umbenannt' }, { ifMatch: application.version });
    await expect(api.restoreApplicationVersion(application.id, 1, { ifMatch: application.version })).rejects.toMatchObject({ status: 409 });
    const restored = await api.restoreApplicationVersion(application.id, 1, { ifMatch: renamed.version });
    expect(restored).toMatchObject({ name: 'Versioniert', version: renamed.version + 1 });
    const history = await api.searchApplicationVersions({ fieldSearches: [{ type: 'foreignId', fieldname: 'applicationId', matcher: 'equals', value: application.id }] });
    expect(history.elements.map((v) => v.number)).toEqual([1]);
    expect((await api.getApplicationVersion(history.elements[0].id)).document.name).toBe('Versioniert');
  });
});
