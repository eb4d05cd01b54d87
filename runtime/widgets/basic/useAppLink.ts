import type { MouseEvent } from 'react';
import { isExternalLink, linkHref, useNavigation } from '../../app/navigation';
import { useRenderMode } from '../../render/extensions';
import { useTemplate } from '../../hooks/useTemplate';

/** The path of a link without query, fragment and outer slashes ('/shop/?a=1' → 'shop'), to compare pages. */
export const linkPath = (link: string) => link.split(/[?#]/)[0].replace(/^\/+|\/+$/g, '');

/** A plain left click, which the application may take over (others open tabs, windows, downloads). */
export function isPlainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The target of a link setting, shared by the widgets that link (Link, LinkButton, Redirect): placeholders filled
 * from context variables and route parameters (encoded); addresses inside the application get the base path (a
 * preview stays in the preview) and navigate without a reload; other addresses are left to the browser; refused
 * addresses (javascript:, data:, …) get no href. `onClick` does nothing in edit mode.
 */
export function useAppLink(widgetId: string, setting: string | undefined) {
  const navigation = useNavigation();
  const mode = useRenderMode();
  const link = useTemplate(widgetId, (setting ?? '').trim(), { encode: encodeURIComponent });
  const external = !!link && isExternalLink(link);
  const href = link ? linkHref(navigation.basePath, link) : undefined;

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (mode === 'edit') {
      event.preventDefault();
      return;
    }
    if (link && !external && isPlainClick(event)) {
      event.preventDefault();
      navigation.navigate(link);
    }
  }

  return { link, href, external, navigation, mode, onClick };
}
