import { describe, expect, it } from 'vitest';
import { policyOf as policy } from '../test/content-security-policy.js';
import { useTestServer } from '../test/use-test-server.js';
import { readMicrosoft365Config } from './microsoft365-config.js';

/**
 * With MS365_CLIENT_ID the browser learns the app registration and the Microsoft addresses, and the pages' policy
 * lets it call them; without it neither (security-headers.api.test.ts, runtime-config in telemetry-config).
 */
const microsoft365 = readMicrosoft365Config({ MS365_CLIENT_ID: 'app-123', MS365_TENANT: 'contoso.onmicrosoft.com', MS365_GRAPH_URL: 'http://127.0.0.1:9999/graph/v1.0/' })!;
const server = useTestServer({ config: { microsoft365 } });

describe('Microsoft 365 configured', () => {
  it('tells the browser the client id, the sign-in authority and the Graph address', async () => {
    const config = await server.call('GET', '/api/runtime-config');
    expect(config.status).toBe(200);
    expect(config.body).toEqual({ microsoft365: { clientId: 'app-123', authority: 'https://login.microsoftonline.com/contoso.onmicrosoft.com', graphUrl: 'http://127.0.0.1:9999/graph/v1.0' } });
  });

  it('lets pages call the sign-in service and Graph, and nothing else new', async () => {
    const csp = policy(await fetch(`${server.baseUrl}/some/page`));
    expect(csp['connect-src']).toBe("'self' https://login.microsoftonline.com http://127.0.0.1:9999");
    expect(csp['script-src']).toBe("'self' 'unsafe-eval'");
  });

  it('lets the sign-in popup report back to the page that opened it', async () => {
    const page = await fetch(`${server.baseUrl}/some/page`);
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });
});

describe('reading MS365_*', () => {
  it('is off without a client id, uses Microsoft\'s addresses and the common tenant by default', () => {
    expect(readMicrosoft365Config({})).toBeUndefined();
    expect(readMicrosoft365Config({ MS365_CLIENT_ID: '  ' })).toBeUndefined();
    expect(readMicrosoft365Config({ MS365_CLIENT_ID: 'x' })).toEqual({ clientId: 'x', authority: 'https://login.microsoftonline.com/common', graphUrl: 'https://graph.microsoft.com/v1.0' });
  });

  it('stops the start on an address that is not http(s) or a tenant that is no name, naming the variable', () => {
    expect(() => readMicrosoft365Config({ MS365_CLIENT_ID: 'x', MS365_GRAPH_URL: 'javascript:alert(1)' })).toThrow(/^MS365_GRAPH_URL: /);
    expect(() => readMicrosoft365Config({ MS365_CLIENT_ID: 'x', MS365_AUTHORITY_URL: 'login' })).toThrow(/^MS365_AUTHORITY_URL: /);
    expect(() => readMicrosoft365Config({ MS365_CLIENT_ID: 'x', MS365_TENANT: 'a/../b' })).toThrow(/^MS365_TENANT: /);
  });
});
