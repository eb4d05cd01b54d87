import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/use-test-server.js';

// The installable-app files at the root of a published application's domain (the demo shop is `localhost`).
const server = useTestServer({ loginAdmin: false });

describe('web app manifest and service worker', () => {
  it('name the manifest after the application of the domain, with start URL, scope, display and icon', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/app.webmanifest', headers: { host: 'localhost:8080' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = response.json();
    expect(manifest).toMatchObject({ start_url: '/', scope: '/', display: 'standalone', icons: [{ src: '/app-icon.svg', type: 'image/svg+xml' }] });
    expect(manifest.name).toBe('Demo-Shop');
    const other = (await server.app.inject({ method: 'GET', url: '/app.webmanifest', headers: { host: 'unknown.example' } })).json();
    expect(other.name).toBe('Baukasten');
  });

  it('serve the icon and the service worker as same-origin files under the unchanged policy', async () => {
    const icon = await fetch(`${server.baseUrl}/app-icon.svg`);
    expect([icon.status, icon.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    expect(await icon.text()).toMatch(/^<svg .*>B<\/text><\/svg>$/);
    const worker = await fetch(`${server.baseUrl}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const source = await worker.text();
    expect(source).toContain("addEventListener('fetch'");
    expect(source).toContain("startsWith('/api/')"); // API answers are never cached
    expect(worker.headers.get('content-security-policy')).toContain("worker-src 'self'");
  });
});
