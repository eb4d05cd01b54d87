import { DEFAULT_AUTHORITY_HOST, DEFAULT_GRAPH_URL, type Microsoft365Config } from '../../model/microsoft365/config.js';

/**
 * The Microsoft 365 settings (README.md, Configuration): `MS365_CLIENT_ID` switches the Microsoft365Files widget
 * on; `MS365_TENANT` (default `common`: any work, school or personal account) picks whose accounts may sign in;
 * `MS365_AUTHORITY_URL` and `MS365_GRAPH_URL` replace Microsoft's addresses (a national cloud, or a stand-in in
 * tests). An address that is not http(s) stops the start with a message naming the variable.
 */
export function readMicrosoft365Config(env: NodeJS.ProcessEnv): Microsoft365Config | undefined {
  const clientId = env.MS365_CLIENT_ID?.trim();
  if (!clientId) return undefined;
  const tenant = env.MS365_TENANT?.trim() || 'common';
  if (!/^[A-Za-z0-9.-]+$/.test(tenant)) throw new Error(`MS365_TENANT: "${tenant}" is no tenant id or domain`);
  const authorityHost = httpAddress(env.MS365_AUTHORITY_URL?.trim() || DEFAULT_AUTHORITY_HOST, 'MS365_AUTHORITY_URL');
  return {
    clientId,
    authority: `${authorityHost}/${tenant}`,
    graphUrl: httpAddress(env.MS365_GRAPH_URL?.trim() || DEFAULT_GRAPH_URL, 'MS365_GRAPH_URL'),
  };
}

/** The address without a trailing slash, when it is an absolute http(s) address without query or credentials. */
function httpAddress(value: string, variable: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${variable}: "${value}" is no address (expected e.g. ${DEFAULT_GRAPH_URL})`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash || url.username) {
    throw new Error(`${variable}: "${value}" is no http(s) address without query`);
  }
  return url.href.replace(/\/+$/, '');
}
