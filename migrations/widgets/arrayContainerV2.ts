/**
 * ArrayContainerV2 (deprecated) becomes ArrayContainerV3 (spec 001: "row or col layout, gap divided by 3, wrap
 * derived from the old layout").
 *
 * How the V2 shape is read (the spec shows only V3, so this is our interpretation of V2):
 * - `layout` was a CSS-flex-like string: 'row', 'row wrap', 'row nowrap', 'column', 'column wrap', 'col', … .
 *   Direction: anything starting with "col" is `flexLayout: 'col'`, everything else `'row'`.
 *   Wrap: `true` when the layout names "wrap" (and not "nowrap"), `false` when a layout is given without it.
 *   Without a `layout` setting the V3 defaults apply (row, wrap true), as V2 wrapped rows by default.
 * - `gap` was in pixels (a number or a string like "12px"); V3's gap is in spacing units of 3 px, so the new gap
 *   is px / 3 (rounded to two decimals). A gap we cannot read (e.g. "1rem") is kept unchanged, never dropped.
 * - `layout` is removed once its meaning lives in `flexLayout` and `wrap`; explicit `flexLayout`/`wrap`
 *   settings win over the derived ones. All other settings (contextProperty, contextOutputProperty, maxItems,
 *   unknown ones) and the slots (`component`, `emptyTemplate`, as in V3) are kept as they are.
 */
import { defineWidgetMigrations } from '../widgetMigration';

function layoutDirection(layout: string): 'row' | 'col' {
  return layout.trim().toLowerCase().startsWith('col') ? 'col' : 'row';
}

function layoutWraps(layout: string): boolean {
  const words = layout.toLowerCase().split(/[\s,;|]+/);
  return words.includes('wrap') || words.includes('wrap-reverse');
}

function gapInUnits(gap: unknown): unknown {
  const px = typeof gap === 'number' ? gap : typeof gap === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/i.exec(gap)?.[1] : undefined;
  if (px === undefined) return gap;
  return Math.round((Number(px) / 3) * 100) / 100;
}

export const arrayContainerV2Migrations = defineWidgetMigrations('ArrayContainerV2', [
  {
    id: 'ArrayContainerV2/1',
    toType: 'ArrayContainerV3',
    description: 'ArrayContainerV2 becomes ArrayContainerV3: layout to flexLayout and wrap, gap in px divided by 3',
    up: (node) => {
      const { layout, ...rest } = node.settings ?? {};
      const settings: Record<string, unknown> = { ...rest };
      if (typeof layout === 'string') {
        if (!('flexLayout' in settings)) settings.flexLayout = layoutDirection(layout);
        if (!('wrap' in settings)) settings.wrap = layoutWraps(layout);
      } else if (layout !== undefined) {
        settings.layout = layout; // not a layout we can read: keep it rather than lose it
      }
      if ('gap' in settings) settings.gap = gapInUnits(settings.gap);
      return { ...node, type: 'ArrayContainerV3', version: 1, settings };
    },
  },
]);
