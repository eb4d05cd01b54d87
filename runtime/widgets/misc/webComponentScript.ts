/**
 * Loads the script of a web component once per address and waits until its element is defined. The script is an
 * ES module added to the page's head; several widgets naming the same address share one load. A failed load is
 * forgotten, so the next mount tries again.
 */
const loads = new Map<string, Promise<void>>();

/** How long a loaded script may take to define its element before the load counts as failed. */
export const DEFINE_TIMEOUT_MS = 10_000;

function loadScript(url: string): Promise<void> {
  let load = loads.get(url);
  if (!load) {
    load = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.type = 'module';
      script.src = url;
      script.dataset.webComponent = url;
      script.addEventListener('load', () => resolve(), { once: true });
      script.addEventListener('error', () => {
        loads.delete(url);
        script.remove();
        reject(new Error(`Could not load ${url}`));
      }, { once: true });
      document.head.append(script);
    });
    loads.set(url, load);
  }
  return load;
}

export async function loadWebComponent(url: string, tag: string): Promise<void> {
  if (customElements.get(tag)) return;
  await loadScript(url);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${url} did not define <${tag}>`)), DEFINE_TIMEOUT_MS);
  });
  try {
    await Promise.race([customElements.whenDefined(tag), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A valid custom element name: lower case, starting with a letter, with a hyphen (HTML's rule, simplified). */
export function isCustomElementName(tag: string): boolean {
  return /^[a-z][a-z0-9._]*-[a-z0-9._-]*$/.test(tag) && !RESERVED.has(tag);
}

const RESERVED = new Set(['annotation-xml', 'color-profile', 'font-face', 'font-face-src', 'font-face-uri', 'font-face-format', 'font-face-name', 'missing-glyph']);
