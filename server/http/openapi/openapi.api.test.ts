import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/use-test-server.js';
import { apiRoutes } from '../route-table.js';

/**
 * GET /api/openapi.json: a valid OpenAPI 3.1 document that lists every /api route with its access rule, its
 * success answer and its error answers, generated from the routes themselves.
 */
const server = useTestServer();
let document: any;
beforeAll(async () => {
  document = (await server.call('GET', '/api/openapi.json')).body;
});

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head'];
/** `/api/products/:id` → `/api/products/{id}`, as the description writes paths. */
const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const operations = () => Object.entries(document.paths as Record<string, Record<string, any>>)
  .flatMap(([path, item]) => Object.entries(item).filter(([m]) => METHODS.includes(m)).map(([method, op]) => ({ path, method, op })));

describe('GET /api/openapi.json', () => {
  it('is public and validates as OpenAPI 3.1', async () => {
    const answer = await server.call('GET', '/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every /api route, and nothing else', () => {
    const routes = apiRoutes(server.app)
      .filter(({ method, url }) => !url.startsWith('/api/docs') && !(method === 'GET' && url === '/api/openapi.json'))
      .map(({ method, url }) => `${method.toLowerCase()} ${openapiPath(url)}`);
    const described = operations().map(({ method, path }) => `${method} ${path}`);
    expect(routes.length).toBeGreaterThan(150);
    expect([...described].sort()).toEqual([...new Set(routes)].sort());
  });

  it('gives every operation a success answer, the error envelope for its errors, and its access rule', () => {
    for (const { path, method, op } of operations()) {
      const where = `${method} ${path}`;
      const statuses = Object.keys(op.responses);
      expect(statuses.some((s) => /^[23]/.test(s)), where).toBe(true);
      // A HEAD answer has no body, errors included.
      const error = method === 'head' ? undefined : '#/components/schemas/ErrorEnvelope';
      expect(op.responses['400']?.content?.['application/json'].schema.$ref, where).toBe(error);
      expect(Array.isArray(op['x-permissions']), where).toBe(true);
      expect(op.security.length, where).toBeGreaterThan(0);
      expect(op.description, where).toMatch(/^Access: /);
    }
  });

  it('takes the permissions from the routes\' access rules', () => {
    const op = (method: string, path: string) => document.paths[path][method];
    expect(op('post', '/api/products')['x-permissions']).toEqual(['PRODUCTS_WRITE']);
    expect(op('post', '/api/products').security).toEqual([{ bearerAuth: [] }]);
    expect(op('post', '/api/products').responses['401']).toBeDefined();
    expect(op('get', '/api/products')['x-access']).toBe('public');
    expect(op('get', '/api/products').security).toContainEqual({ tenantId: [] });
    expect(op('get', '/api/products').responses['401']).toBeUndefined();
    expect(op('get', '/api/users/me')['x-access']).toBe('token');
    expect(op('get', '/api/suppliers')['x-permissions']).toEqual(['PRODUCTS_READ', 'PRODUCTS_WRITE']);
    expect(op('get', '/api/suppliers').description).toContain('PRODUCTS_READ or PRODUCTS_WRITE');
    expect(document.components.securitySchemes.tenantId).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Tenant-Id' });
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('documents the answers of the standard set: 304 of cached reads, 409 of changes, 204 of deletes, entities', () => {
    const products = document.paths['/api/products'];
    expect(products.get.responses['304']).toBeDefined();
    expect(products.get.responses['200'].content['application/json'].schema.properties.elements.items.$ref).toBe('#/components/schemas/ProductsEntity');
    expect(document.paths['/api/products/{id}'].put.responses['409']).toBeDefined();
    expect(document.paths['/api/products/{id}'].put.parameters.map((p: any) => p.name)).toContain('if-match');
    expect(document.paths['/api/products'].get.parameters.map((p: any) => p.name)).toEqual(expect.arrayContaining(['translate', 'accept-language', 'if-none-match', 'page', 'size', 'sort', 'search', 'withReplacements']));
    expect(document.paths['/api/products/{id}'].delete.responses['204'].content).toBeUndefined();
    expect(document.paths['/api/products/{id}'].get.responses['404']).toBeDefined();
    const entity = document.components.schemas.ProductsEntity;
    expect(entity.required).toEqual(expect.arrayContaining(['title', 'id', 'createdAt', 'lastUpdatedAt', 'version']));
    // withReplacements=true may put the price zone object where its id was.
    expect(entity.properties.prices.items.properties.priceZoneId.anyOf).toHaveLength(2);
  });

  it('documents the search language as the request body of every search', () => {
    const search = document.paths['/api/products/search'].post;
    expect(search.requestBody.content['application/json'].schema.$ref).toBe('#/components/schemas/SearchRequest');
    const request = document.components.schemas.SearchRequest;
    expect(Object.keys(request.properties)).toEqual(expect.arrayContaining(['logicalOperator', 'fieldSearches', 'page', 'size', 'sort']));
    const matchers = JSON.stringify(request).match(/"greaterThanOrEquals"/g) ?? [];
    expect(matchers.length).toBeGreaterThan(0);
  });

  it('serves the reference page /api/docs with no inline script and every asset from this server', async () => {
    const page = await server.call('GET', '/api/docs/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self';");
    const html = String(page.body);
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/src="\.\/static\//);
      expect(content.trim()).toBe('');
    }
    const assets = [...html.matchAll(/(?:src|href)="\.\/([^"]+)"/g)].map((m) => m[1]);
    for (const asset of assets) expect((await server.call('GET', `/api/docs/${asset}`)).status, asset).toBe(200);
    expect(html).not.toMatch(/(?:src|href)="(?:https?:)?\/\//);
    const viewerCopy = await server.call('GET', '/api/docs/json');
    expect(Object.keys(viewerCopy.body.paths)).toEqual(Object.keys(document.paths));
  });

  it('sends the viewer\'s old index address to the page, with or without a query (it once redirected to itself)', async () => {
    for (const [from, to] of [['/api/docs/static/index.html', '/api/docs/'], ['/api/docs/static/index.html?x=1', '/api/docs/?x=1']]) {
      const response = await fetch(`${server.baseUrl}${from}`, { redirect: 'manual' });
      expect(response.status, from).toBe(302);
      expect(response.headers.get('location'), from).toBe(to);
    }
  });
});
