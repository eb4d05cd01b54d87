import { describe, expect, it } from 'vitest';
import { policyOf as policy } from '../test/content-security-policy.js';
import { useTestServer } from '../test/use-test-server.js';

/**
 * With MAPS_API_KEY the browser learns the key and the pages' policy lets the Maps JavaScript API in (its scripts,
 * requests, fonts, style sheet, frames and blob workers); without it neither (security-headers.api.test.ts).
 */
const server = useTestServer({ config: { mapsApiKey: 'maps-key-123' } });

describe('with a Google Maps key configured', () => {
  it('tells the browser the key', async () => {
    const config = await server.call('GET', '/api/runtime-config');
    expect(config.status).toBe(200);
    expect(config.body).toEqual({ mapsApiKey: 'maps-key-123' });
  });

  it('lets pages load the Maps JavaScript API and nothing inline', async () => {
    const csp = policy(await fetch(`${server.baseUrl}/some/shop/page`));
    expect(csp['script-src']).toBe("'self' 'unsafe-eval' https://*.googleapis.com https://*.gstatic.com https://*.google.com https://*.ggpht.com https://*.googleusercontent.com blob:");
    expect(csp['connect-src']).toBe("'self' https://*.googleapis.com https://*.google.com https://*.gstatic.com data: blob:");
    expect(csp['style-src']).toBe("'self' 'unsafe-inline' https://fonts.googleapis.com");
    expect(csp['font-src']).toBe("'self' data: https://fonts.gstatic.com");
    expect(csp['frame-src']).toBe("'self' https://www.youtube-nocookie.com https://player.vimeo.com https://*.google.com"); // the video players' stay
    expect(csp['worker-src']).toBe("'self' blob:");
    expect(csp['script-src-attr']).toBe("'none'");
  });
});
