/**
 * Icons are named icons at a size in pixels with an optional colour, served by this server
 * (`{API}/icons/{name}.svg?size=&color=`, docs/widgets.md, Icons), so a published application loads no picture from
 * another site. The theme setting (fluent, ios, color, material-outlined, dusk, dotted, plasticine) is kept in the
 * documents; the served set draws every theme in one line style, coloured for the one-colour themes.
 * Kept in one place so every icon widget and the icon form input agree.
 */
import { ICON_THEMES } from '../../widget-schemas/enums';
import { apiConfig } from '../api/http';

export { ICON_SIZES, ICON_THEMES } from '../../widget-schemas/enums';
export const DEFAULT_ICON_SIZE = 24;

export type IconTheme = (typeof ICON_THEMES)[number];

/** Themes that draw in one colour and therefore accept a colour. */
const COLORABLE: ReadonlySet<string> = new Set(['ios', 'material-outlined', 'dotted', 'fluent']);

export function iconUrl({ name, theme = 'fluent', size = DEFAULT_ICON_SIZE, color }: { name: string; theme?: string; size?: number; color?: string }): string {
  const hex = color?.replace(/^#/, '').trim();
  const query = new URLSearchParams({ size: String(size) });
  if (hex && /^[0-9a-f]{3,8}$/i.test(hex) && COLORABLE.has(theme)) query.set('color', hex);
  // Icon names are lower-case words joined by '-' (shopping-cart); a name typed as "Shopping Cart" still finds it.
  const slug = name.trim().toLowerCase().replace(/[\s_]+/g, '-');
  return `${apiConfig().baseUrl}/icons/${encodeURIComponent(slug)}.svg?${query.toString()}`;
}
