import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test/use-test-server.js';

// A stand-in for the built web app: index.html and one content-hashed asset.
const dist = mkdtempSync(path.join(os.tmpdir(), 'baukasten-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Baukasten</title><div id="root"></div>');
writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
// The build's precompressed copies (vite.config.ts).
writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("app")'));
writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync('console.log("app")'));
writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const server = useTestServer({ config: { staticDir: dist, analyticsKey: 'ak-1', apiUrl: 'https://api.example.com/api' } });
afterAll(async () => {
  rmSync(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('serves files, caching content-hashed assets for good', async () => {
    const asset = await fetch(`${server.baseUrl}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('console.log("app")');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const icon = await fetch(`${server.baseUrl}/favicon.svg`);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the precompressed copy the browser accepts, Brotli first, and the plain file to others', async () => {
    const get = (acceptEncoding?: string) =>
      new Promise<{ encoding?: string; vary?: string; cache?: string; body: Buffer }>((resolve, reject) => {
        const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
        request(`${server.baseUrl}/assets/index-abc123.js`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({
            encoding: response.headers['content-encoding'],
            vary: response.headers.vary,
            cache: response.headers['cache-control'],
            body: Buffer.concat(chunks),
          }));
        }).on('error', reject).end();
      });
    const brotli = await get('gzip, deflate, br');
    expect(brotli.encoding).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe('console.log("app")');
    expect(brotli.vary).toMatch(/accept-encoding/i);
    expect(brotli.cache).toContain('immutable');
    const gzip = await get('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe('console.log("app")');
    const plain = await get();
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe('console.log("app")');
  });

  it('answers every other GET outside /api with index.html (history fallback), never cached', async () => {
    for (const route of ['/', '/editor', '/editor/apps/a1?page=start', '/backoffice/pim/products', '/some/shop/page']) {
      const response = await fetch(server.baseUrl + route);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('keeps 404 in the envelope for unknown /api paths', async () => {
    const result = await server.call('GET', '/api/unknown/path');
    expect(result.status).toBe(404);
    expect(result.body.error.code).toBe('NOT_FOUND');
  });

  it('does not hand out index.html for other methods', async () => {
    const result = await server.call('POST', '/editor', { body: {} });
    expect(result.status).toBe(404);
  });
});

describe('GET /api/runtime-config', () => {
  it('is public, needs no tenant, and carries only the configured keys', async () => {
    const result = await server.call('GET', '/api/runtime-config');
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ analyticsKey: 'ak-1', apiUrl: 'https://api.example.com/api' });
  });
});
