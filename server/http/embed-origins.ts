/**
 * Origins a published page may embed from, set by the operator (README.md, Configuration; docs/security.md):
 * `FRAME_ORIGINS` for the Iframe widget's frames, `WEB_COMPONENT_ORIGINS` for the WebComponentLoader's scripts.
 * Comma-separated http(s) origins (`https://maps.example.com`); anything else stops the start with a message
 * naming the variable, so a typo never silently widens or breaks the policy.
 */
export function readOrigins(value: string | undefined, variable: string): string[] {
  if (!value?.trim()) return [];
  return value.split(',').map((entry) => entry.trim()).filter(Boolean).map((entry) => {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`${variable}: "${entry}" is no origin (expected e.g. https://example.com)`);
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname !== '/' || url.search || url.hash || url.username) {
      throw new Error(`${variable}: "${entry}" is no http(s) origin (scheme, host and port only, e.g. https://example.com)`);
    }
    return url.origin;
  });
}
