import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/use-test-server.js';

/** The icons of the icon widgets come from this server (docs/widgets.md, Icons): public, sized, coloured, bounded. */
const server = useTestServer();

describe('GET /api/icons/{name}.svg', () => {
  it('draws a named icon in the asked size and colour, without a token or tenant, cacheable', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/icons/shopping-cart.svg?size=32&color=ffffff' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toContain('max-age=86400');
    expect(response.body).toContain('width="32"');
    expect(response.body).toContain('stroke="#FFFFFF"');
    expect(response.body).toContain('@license lucide-static');
  });

  it('knows the former service\'s spelling of common icons and answers 404 for unknown ones', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/icons/plus-math.svg' })).statusCode).toBe(200);
    const unknown = await server.app.inject({ method: 'GET', url: '/api/icons/no-such-icon-here.svg' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
  });

  it('refuses names outside the set\'s spelling and bad sizes or colours with a 400 naming the field', async () => {
    for (const [url, field] of [
      ['/api/icons/..%2F..%2Fpackage.json', 'name'], ['/api/icons/Cart.svg', 'name'], ['/api/icons/cart.png', 'name'],
      ['/api/icons/cart.svg?size=4', 'size'], ['/api/icons/cart.svg?size=big', 'size'], ['/api/icons/cart.svg?color=red', 'color'],
      ['/api/icons/cart.svg?color=%22%3E%3Cscript%3E', 'color'],
    ]) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.details[0].field, url).toBe(field);
    }
  });
});
