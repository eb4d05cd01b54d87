import { useNavigation, withBasePath } from '../../app/navigation';
import { fillTemplate } from '../../hooks/template';
import { useRenderMode } from '../../render/extensions';

/**
 * Links of data items: `kontakte/${id}` with the item's id (or any of its fields, dotted paths too) filled in. A
 * link with a query string keeps the page's current query parameters and adds (or replaces) its own. In edit mode
 * a click on an item navigates nowhere.
 */
export function itemPath(link: string, item: Record<string, unknown>, current: URLSearchParams = new URLSearchParams()): string {
  const filled = fillTemplate(link.trim(), (name) => item[name], encodeURIComponent);
  const [path, query = ''] = filled.split('?', 2);
  if (!filled.includes('?')) return filled;
  const merged = new URLSearchParams(current);
  for (const [key, value] of new URLSearchParams(query)) merged.set(key, value);
  const text = merged.toString();
  return text ? `${path}?${text}` : path;
}

export interface ItemLinks {
  /** The href of an item's link ('' without a link setting). */
  href(item: Record<string, unknown>): string | undefined;
  /** Follows the item's link, unless in edit mode or without a link. */
  open(item: Record<string, unknown>): void;
}

export function useItemLinks(link: string): ItemLinks {
  const navigation = useNavigation();
  const mode = useRenderMode();
  const hasLink = link.trim() !== '';
  return {
    href: (item) => (hasLink ? withBasePath(navigation.basePath, itemPath(link, item, navigation.query)) : undefined),
    open: (item) => {
      if (mode === 'edit' || !hasLink) return;
      navigation.navigate(itemPath(link, item, navigation.query));
    },
  };
}
