import { decodeEntities } from './decodeEntities';

/**
 * The one gate every address from a document or from data passes before it becomes an `href` or `src`:
 * links may be http(s), mailto, tel or relative; images http(s), relative or an inline raster picture (a base64
 * `data:image/png` and the like, which is what uploads and signatures produce; a picture cannot run script, but SVG
 * is left out as it can carry markup). Anything else (javascript:, vbscript:, other data:, file:, unknown schemes)
 * is refused, however it is spelt: browsers ignore case, drop tabs and
 * line breaks anywhere in an address and spaces and control characters around it, and the HTML parser decodes
 * entities (`&#106;avascript:`) in markup, so the scheme is read after undoing all of that.
 */

const LINK_SCHEMES: ReadonlySet<string> = new Set(['http', 'https', 'mailto', 'tel']);
const IMAGE_SCHEMES: ReadonlySet<string> = new Set(['http', 'https']);
const RASTER_DATA_IMAGE = /^data:image\/(?:png|jpeg|jpg|gif|webp|avif|bmp);base64,[a-z0-9+/=]+$/i;

/** The scheme the browser would see ('javascript'), '' for a relative address. */
export function urlScheme(raw: string): string {
  // Decode twice: `&amp;#106;` is how a sanitiser's output could still hide an entity.
  const decoded = decodeEntities(decodeEntities(raw));
  // eslint-disable-next-line no-control-regex -- control characters are exactly what browsers drop here
  const cleaned = decoded.replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]/g, '');
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned);
  return match ? match[1].toLowerCase() : '';
}

function allowed(raw: string | null | undefined, schemes: ReadonlySet<string>): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const url = raw.trim();
  if (!url) return undefined;
  const scheme = urlScheme(url);
  return scheme === '' || schemes.has(scheme) ? url : undefined;
}

/** The link's address (trimmed) when it is http(s), mailto, tel or relative; undefined otherwise. */
export function safeHref(raw: string | null | undefined): string | undefined {
  return allowed(raw, LINK_SCHEMES);
}

/** The image's address (trimmed) when it is http(s), relative or a base64 raster data picture; undefined otherwise. */
export function safeImageSrc(raw: string | null | undefined): string | undefined {
  if (typeof raw === 'string' && urlScheme(raw.trim()) === 'data') {
    const url = raw.trim();
    return RASTER_DATA_IMAGE.test(url) ? url : undefined;
  }
  return allowed(raw, IMAGE_SCHEMES);
}

/**
 * An address something is embedded from (a frame, a web component's script): absolute http or https only, never
 * relative and never any other scheme (javascript:, data:, blob:, …). The parsed URL or undefined.
 */
export function safeEmbedUrl(raw: string | null | undefined): URL | undefined {
  if (typeof raw !== 'string') return undefined;
  const url = raw.trim();
  const scheme = urlScheme(url);
  if (scheme !== 'http' && scheme !== 'https') return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : undefined;
  } catch {
    return undefined;
  }
}
