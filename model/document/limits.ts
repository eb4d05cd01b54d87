/**
 * How big a document may be. A real application stays far below (a deep page nests a few dozen widgets, a large
 * one has a few thousand); the limits keep one hostile document from holding a server or a browser tab for
 * seconds. The load pipeline refuses a document beyond them with a typed error (load.ts: `too-deep`,
 * `too-many-nodes`, `too-large`); the server answers it with a 400 naming the path. docs/api.md lists them.
 */
export const DOCUMENT_LIMITS = {
  /** Widget levels below a root (the root is level 0). */
  maxDepth: 100,
  /**
   * Widget nodes in the whole document, all pages or the compound's tree together. Twice the largest page the editor
   * is built for (10,000 widgets); saving a document this size holds the server's event loop about 60 ms on
   * PostgreSQL (docs/api.md, Limits and hostile input).
   */
  maxNodes: 20_000,
  /** Characters of the document as JSON. */
  maxJsonLength: 4_000_000,
} as const;
