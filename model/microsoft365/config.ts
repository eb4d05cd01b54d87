/**
 * What the browser needs to reach Microsoft 365 for the Microsoft365Files widget (README.md, Configuration;
 * docs/widgets.md, Microsoft 365 files): the operator's app registration and the two Microsoft addresses. Present
 * in the runtime configuration only when `MS365_CLIENT_ID` is set; without it the widget calls nothing.
 */
export interface Microsoft365Config {
  /** The application (client) id of the app registration in Microsoft Entra ID. */
  clientId: string;
  /** The sign-in authority, e.g. https://login.microsoftonline.com/common or …/<tenant id>. */
  authority: string;
  /** Microsoft Graph's base address, https://graph.microsoft.com/v1.0 unless the operator names another. */
  graphUrl: string;
}

export const DEFAULT_GRAPH_URL = 'https://graph.microsoft.com/v1.0';
export const DEFAULT_AUTHORITY_HOST = 'https://login.microsoftonline.com';

/** The origins the browser talks to for Microsoft 365 (sign-in and Graph), for the security policy's connect-src. */
export function microsoft365Origins(config: Microsoft365Config | undefined): string[] {
  if (!config) return [];
  return [...new Set([new URL(config.authority).origin, new URL(config.graphUrl).origin])];
}
