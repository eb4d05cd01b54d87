import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { safeHref, safeImageSrc } from '../../security/safeUrl';

/**
 * Builder-supplied HTML and Markdown are sanitised with DOMPurify before they reach the page (no scripts or
 * event handlers). Every address in the result passes the runtime's URL gate (runtime/security/safeUrl.ts):
 * links http(s), mailto, tel or relative, pictures and other sources http(s) or relative; other addresses are
 * removed (DOMPurify alone keeps e.g. data: pictures and ftp: links). Links that open a new window get
 * rel="noopener".
 */
let hooked = false;

const LINK_ATTRIBUTES = ['href', 'xlink:href', 'action', 'formaction'];
const SOURCE_ATTRIBUTES = ['src', 'srcset', 'poster', 'background', 'data'];

function purifier() {
  if (!hooked && DOMPurify.isSupported) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      for (const name of LINK_ATTRIBUTES) {
        if (node.hasAttribute(name) && !safeHref(node.getAttribute(name))) node.removeAttribute(name);
      }
      for (const name of SOURCE_ATTRIBUTES) {
        // srcset lists several addresses; any unsafe one drops the whole attribute.
        const value = node.getAttribute(name);
        if (value === null) continue;
        const urls = name === 'srcset' ? value.split(',').map((part) => part.trim().split(/\s+/)[0]) : [value];
        if (urls.some((url) => url && !safeImageSrc(url))) node.removeAttribute(name);
      }
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    });
    hooked = true;
  }
  return DOMPurify;
}

export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, { ADD_ATTR: ['target'] });
}

export function markdownToSafeHtml(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false, gfm: true, breaks: true }));
}
