import type { FieldSearch, SearchGroup, SearchRequest } from '../../../model/api/schemas/common';

/**
 * The product list's search: a field search on `tags` with the match-in operator, combined by logical or, with the
 * page size from the configuration. Free text from the `search` input looks in titles, descriptions and tags; both
 * together must hold. No tags and no text: null (the plain store).
 */
const TEXT_FIELDS = ['title', 'shortTitle', 'shortDescription', 'tags'];

/** Tags from the setting and from the `tags` input (a list, or text separated by commas), trimmed, unique. */
export function collectTags(...sources: unknown[]): string[] {
  const tags = new Set<string>();
  for (const source of sources) {
    const list = Array.isArray(source) ? source : typeof source === 'string' ? source.split(',') : [];
    for (const tag of list) {
      const text = typeof tag === 'string' || typeof tag === 'number' ? String(tag).trim() : '';
      if (text) tags.add(text);
    }
  }
  return [...tags];
}

export function productSearchRequest(tags: readonly string[], text: string | undefined, pageSize: number): SearchRequest | null {
  const query = text?.trim() ?? '';
  if (tags.length === 0 && !query) return null;
  const groups: SearchGroup[] = [];
  if (tags.length > 0) {
    groups.push({ logicalOperator: 'or', fieldSearches: [{ type: 'string', fieldname: 'tags', matcher: 'in', value: [...tags] }] });
  }
  if (query) {
    const fields: FieldSearch[] = TEXT_FIELDS.map((fieldname) => ({ type: 'string', fieldname, matcher: 'includes', value: query }));
    groups.push({ logicalOperator: 'or', fieldSearches: fields });
  }
  return { logicalOperator: 'and', fieldSearches: groups, page: 1, size: pageSize, sort: '-id' };
}
