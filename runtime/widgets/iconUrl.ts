/**
 * Icons are named icons in one of the icon themes (fluent, ios, color, material-outlined, dusk, dotted, plasticine)
 * at a size in pixels with an optional colour: the icon service's address pattern
 * `https://img.icons8.com/{theme}/{size}/{color}/{name}.png` (colour as hex without '#', only for one-colour themes).
 * Kept in one place so every icon widget and the icon form input agree.
 */
import { ICON_THEMES } from '../../widget-schemas/enums';

export { ICON_SIZES, ICON_THEMES } from '../../widget-schemas/enums';
export const DEFAULT_ICON_SIZE = 24;

export type IconTheme = (typeof ICON_THEMES)[number];

/** Themes that draw in one colour and therefore accept a colour. */
const COLORABLE: ReadonlySet<string> = new Set(['ios', 'material-outlined', 'dotted', 'fluent']);

export function iconUrl({ name, theme = 'fluent', size = DEFAULT_ICON_SIZE, color }: { name: string; theme?: string; size?: number; color?: string }): string {
  const hex = color?.replace(/^#/, '').trim();
  const colorPart = hex && COLORABLE.has(theme) ? `/${encodeURIComponent(hex)}` : '';
  // The service serves retina pixels; asking for twice the size keeps icons sharp on high-density screens.
  return `https://img.icons8.com/${encodeURIComponent(theme)}/${size * 2}${colorPart}/${encodeURIComponent(name.trim())}.png`;
}
