import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { policyOf as policy } from '../test/content-security-policy.js';
import { connectOrigins } from '../config.js';
import { useTestServer } from '../test/use-test-server.js';

// The browser hardening headers on the web app's pages (static index, history fallback) and on API answers.
const dist = mkdtempSync(path.join(os.tmpdir(), 'baukasten-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Baukasten</title><div id="root"></div>');
writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');

const server = useTestServer({ config: { staticDir: dist, apiUrl: 'https://api.example.com/api', connectSources: connectOrigins('https://api.chucknorris.io/jokes/random, javascript:alert(1), ftp://x.example, nonsense, http://intranet.example:8081/x') } });
afterAll(async () => {
  rmSync(dist, { recursive: true, force: true });
});

describe('security headers', () => {
  it('send a strict policy on every page of the web app', async () => {
    for (const route of ['/', '/index.html', '/editor', '/backoffice/pim/products', '/login', '/some/shop/page']) {
      const response = await fetch(server.baseUrl + route);
      expect(response.status, route).toBe(200);
      const csp = policy(response);
      expect(csp['script-src'], route).toBe("'self' 'unsafe-eval'"); // no 'unsafe-inline': no inline scripts
      expect(csp['script-src-attr'], route).toBe("'none'");
      expect(csp['object-src'], route).toBe("'none'");
      expect(csp['base-uri'], route).toBe("'self'");
      expect(csp['default-src'], route).toBe("'self'");
      // the services named in CONNECT_SOURCES, as origins; addresses that are not http(s) are left out
      expect(csp['connect-src'], route).toBe("'self' https://api.example.com https://api.chucknorris.io http://intranet.example:8081");
      // No Maps key: no Google origin anywhere (maps-config.api.test.ts has the key).
      expect(response.headers.get('content-security-policy'), route).not.toMatch(/google|gstatic/);
      expect(csp['img-src'], route).toContain('https:');
      // frames: this origin and the video platforms' players; nothing else until FRAME_ORIGINS names it
      expect(csp['frame-src'], route).toBe("'self' https://www.youtube-nocookie.com https://player.vimeo.com");
      expect(response.headers.get('x-content-type-options'), route).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), route).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security'), route).toBe('max-age=15552000');
      expect(response.headers.get('cross-origin-opener-policy'), route).toBe('same-origin');
    }
  });

  it('forbid framing the builder’s pages; published applications only by this origin', async () => {
    for (const route of ['/editor', '/editor/apps/a1?page=start', '/backoffice', '/login?redirect=%2F', '/apps/preview/a1/x']) {
      expect(policy(await fetch(server.baseUrl + route))['frame-ancestors'], route).toBe("'none'");
    }
    for (const route of ['/', '/products/1', '/editorial']) {
      expect(policy(await fetch(server.baseUrl + route))['frame-ancestors'], route).toBe("'self'");
    }
  });

  it('tell the browser no Maps key when none is configured', async () => {
    expect(await (await fetch(`${server.baseUrl}/api/runtime-config`)).json()).toEqual({ apiUrl: 'https://api.example.com/api' });
  });

  it('mark API answers nosniff, errors included', async () => {
    for (const route of ['/api/runtime-config', '/api/unknown', '/api/users/me']) {
      const response = await fetch(server.baseUrl + route);
      expect(response.headers.get('x-content-type-options'), route).toBe('nosniff');
      expect(policy(response)['frame-ancestors'], route).toBe("'self'");
    }
  });

  it('leave the API reference page its own policy and send the other headers there too', async () => {
    for (const route of ['/api/docs/', '/api/openapi.json']) {
      const response = await fetch(server.baseUrl + route);
      expect(response.headers.get('x-content-type-options'), route).toBe('nosniff');
    }
    const docs = policy(await fetch(`${server.baseUrl}/api/docs/`));
    expect(docs['script-src']).toBe("'self'"); // the reference page needs no eval
    expect(docs['object-src']).toBe("'none'");
  });

  it('mark static assets nosniff', async () => {
    const response = await fetch(`${server.baseUrl}/assets/index-abc123.js`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
