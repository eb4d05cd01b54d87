/**
 * decodeEntities.ts for the browser build: the browser's HTML parser decodes character references itself. Only
 * the references are handed to it, one at a time, so everything else stays exactly as it was (the parser would
 * also turn NUL into U+FFFD and line breaks into \n, which would hide a control character from the scheme check
 * of safeUrl.ts). A textarea's content is parsed as text (RCDATA), so nothing becomes an element, and the element
 * is never attached to the page.
 */
let textarea: HTMLTextAreaElement | undefined;

const REFERENCE = /&(?:#[xX]?[0-9a-fA-F]*;?|[A-Za-z][A-Za-z0-9]*;?)/g;

function decodeOne(reference: string): string {
  textarea ??= document.createElement('textarea');
  textarea.innerHTML = reference;
  return textarea.value;
}

export function decodeEntities(raw: string): string {
  return raw.includes('&') ? raw.replace(REFERENCE, decodeOne) : raw;
}
