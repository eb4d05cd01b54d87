/**
 * The data a server-rendered published page carries in its HTML (docs/publishing.md, "The HTML carries the
 * page"): the runtime configuration and the loaded application, so the browser starts without asking the API
 * for either. It travels in `<script type="application/json" id="baukasten-page">`, which the browser never runs
 * (the security policy allows no inline script).
 */
export const EMBEDDED_PAGE_ELEMENT_ID = 'baukasten-page';

export interface EmbeddedPage {
  /** The host name the page was rendered for (the domain of the application). */
  domain: string;
  /** What `GET /api/runtime-config` would answer. */
  runtimeConfig: Record<string, unknown>;
  /** The application as the load pipeline returned it (migrated, defaults written), with its pinned compounds. */
  application: {
    document: unknown;
    tenantId?: string;
    resellerId?: string;
    compoundWidgets?: Record<string, unknown>;
  };
  /** The widget types the rendered page uses: the browser fetches their code before it hydrates. */
  widgetTypes: string[];
}

/**
 * JSON that is safe inside a script element: `<` never appears, so neither `</script>` nor `<!--` can end or
 * change the element, whatever the document's texts hold; `>` and `&` go too, and the two line separators
 * JavaScript once treated as line ends. JSON.parse reads the escapes back as the same characters.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The element in which every other page the server answers with index.html (the builder's screens, a published
 * page rendered in the browser) carries what `GET /api/runtime-config` would answer, so the start-up need not wait
 * a round trip for it (docs/editor.md, "Opening fast").
 */
export const RUNTIME_CONFIG_ELEMENT_ID = 'baukasten-runtime-config';
