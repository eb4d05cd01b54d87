// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMBEDDED_PAGE_ELEMENT_ID, RUNTIME_CONFIG_ELEMENT_ID, scriptSafeJson } from '../../model/publishing/embeddedPage';
import { APPLICATION_STORAGE_KEY } from '../../runtime/app/applicationStorageKey';
import { SESSION_STORAGE_KEY } from '../../runtime/auth/sessionStorage';
import { LANGUAGE_STORAGE_KEY } from '../../runtime/i18n';
import { matchesServerRendering, readEmbeddedPage, readEmbeddedRuntimeConfig } from './embeddedPage';

// What the start-up reads from the HTML of a server-rendered page (docs/publishing.md, "The HTML carries the page").

const page = { domain: 'shop.example.com', runtimeConfig: {}, application: { document: { name: 'A </script> & <!-- b' } }, widgetTypes: ['Text'] };

function embed(text: string) {
  document.body.innerHTML = `<script type="application/json" id="${EMBEDDED_PAGE_ELEMENT_ID}"></script>`;
  document.getElementById(EMBEDDED_PAGE_ELEMENT_ID)!.textContent = text;
}

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the page data of a server-rendered page', () => {
  it('reads back what the server escaped, texts unchanged', () => {
    embed(scriptSafeJson(page));
    expect(document.getElementById(EMBEDDED_PAGE_ELEMENT_ID)!.textContent).not.toMatch(/[<>&]/);
    expect(readEmbeddedPage()).toEqual(page);
  });

  it('is absent without the element, with unreadable JSON (logged) and when this browser stores an application of its own', () => {
    expect(readEmbeddedPage()).toBeNull();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    embed('{"domain":');
    expect(readEmbeddedPage()).toBeNull();
    expect(error).toHaveBeenCalledOnce();
    embed(scriptSafeJson(page));
    localStorage.setItem(APPLICATION_STORAGE_KEY, '{}');
    expect(readEmbeddedPage()).toBeNull();
  });

  it('is hydrated only for a visitor the server rendered it for: German, no session', () => {
    expect(matchesServerRendering()).toBe(true);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en_us');
    expect(matchesServerRendering()).toBe(false);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de_de');
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user: { id: 'u1', tenantId: 'demo' } }));
    expect(matchesServerRendering()).toBe(false);
  });
});

describe('the runtime config in the HTML of every other page (server/http/app-html.ts)', () => {
  const carry = (text: string) => {
    document.body.innerHTML = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}"></script>`;
    document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)!.textContent = text;
  };

  it('reads back what the server escaped', () => {
    const config = { apiUrl: 'https://api.example.com/api', mapsApiKey: 'k</script>&' };
    carry(scriptSafeJson(config));
    expect(readEmbeddedRuntimeConfig()).toEqual(config);
    carry('{}');
    expect(readEmbeddedRuntimeConfig()).toEqual({});
  });

  it('is absent without the element and for unreadable or non-object JSON, so the start-up asks the server', () => {
    expect(readEmbeddedRuntimeConfig()).toBeNull();
    for (const text of ['{"apiUrl":', 'null', '[1]', '"text"', '']) {
      carry(text);
      expect(readEmbeddedRuntimeConfig(), text).toBeNull();
    }
  });
});
