import DOMPurify from 'dompurify';
import { marked } from 'marked';

/**
 * Builder-supplied HTML and Markdown are sanitised with DOMPurify before they reach the page (no scripts,
 * event handlers or javascript: links). Links that open a new window get rel="noopener".
 */
let hooked = false;

function purifier() {
  if (!hooked && DOMPurify.isSupported) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
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
