import type { Microsoft365Config } from '../../model/microsoft365/config';

/**
 * The signed-in visitor's Microsoft account, as the Microsoft365Files widget needs it: an access token for Graph
 * with the scopes below. The real one is MSAL (`@azure/msal-browser`, the authorization code flow with PKCE in a
 * popup), imported only when a page shows such a widget and the operator configured Microsoft 365.
 */
export interface MicrosoftAccount {
  /** A token without asking the visitor (cached or refreshed); undefined when they have to sign in first. */
  silentToken(): Promise<string | undefined>;
  /** Opens Microsoft's sign-in (must run in a click) and returns the token. */
  signIn(): Promise<string>;
}

/** Read the visitor's files and those shared with them (documented Graph permission). */
export const GRAPH_SCOPES = ['Files.Read.All'];

type AccountFactory = (config: Microsoft365Config) => MicrosoftAccount;

const accounts = new Map<string, MicrosoftAccount>();
let factory: AccountFactory = msalAccount;

/** The account for this configuration (one MSAL instance per page and client id). */
export function microsoftAccount(config: Microsoft365Config): MicrosoftAccount {
  const key = `${config.clientId} ${config.authority}`;
  let account = accounts.get(key);
  if (!account) accounts.set(key, (account = factory(config)));
  return account;
}

/**
 * For component tests: Microsoft's sign-in cannot run here, so a test hands in the account (its tokens then go to
 * a local stand-in for Graph through the configured graphUrl).
 */
export function provideMicrosoftAccount(next: AccountFactory): void {
  accounts.clear();
  factory = next;
}

function msalAccount(config: Microsoft365Config): MicrosoftAccount {
  let client: Promise<import('@azure/msal-browser').IPublicClientApplication> | undefined;
  const msal = () => (client ??= import('@azure/msal-browser').then(({ PublicClientApplication }) =>
    PublicClientApplication.createPublicClientApplication({
      auth: { clientId: config.clientId, authority: config.authority, redirectUri: `${globalThis.location.origin}/microsoft365-signin.html` },
      cache: { cacheLocation: 'sessionStorage' },
    })));
  return {
    async silentToken() {
      const app = await msal();
      const account = app.getActiveAccount() ?? app.getAllAccounts()[0];
      if (!account) return undefined;
      try {
        return (await app.acquireTokenSilent({ scopes: GRAPH_SCOPES, account })).accessToken;
      } catch {
        return undefined; // consent or a new sign-in is needed: the widget offers the sign-in button
      }
    },
    async signIn() {
      const app = await msal();
      const result = await app.loginPopup({ scopes: GRAPH_SCOPES });
      app.setActiveAccount(result.account);
      return result.accessToken;
    },
  };
}
