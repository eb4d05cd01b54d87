import { defineWidgetSpec } from './spec';

/**
 * ArrayContainerV2 (deprecated): its one migration makes it ArrayContainerV3 (row or col layout, gap divided by 3,
 * wrap derived from the old layout).
 *
 * How the V2 shape is read (only V3 is documented, so this is our interpretation of V2):
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

export default defineWidgetSpec({
  type: 'ArrayContainerV2',
  group: 'layout',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD', 'CONTAINER'],
  deprecated: true,
  slots: ['component', 'emptyTemplate'],
  migrations: [
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
  ],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.ArrayContainerV2.title',
    type: 'object',
    properties: {
      contextProperty: {
        title: 'widgets.ArrayContainerV2.settings.contextProperty.title',
        description: 'widgets.ArrayContainerV2.settings.contextProperty.description',
        type: 'string'
      },
      contextOutputProperty: {
        title: 'widgets.ArrayContainerV2.settings.contextOutputProperty.title',
        description: 'widgets.ArrayContainerV2.settings.contextOutputProperty.description',
        type: 'string'
      },
      maxItems: {
        title: 'widgets.ArrayContainerV2.settings.maxItems.title',
        description: 'widgets.ArrayContainerV2.settings.maxItems.description',
        type: 'integer',
        minimum: 0,
        default: 0
      },
      layout: {
        title: 'widgets.ArrayContainerV2.settings.layout.title',
        description: 'widgets.ArrayContainerV2.settings.layout.description',
        type: 'string'
      },
      gap: {
        title: 'widgets.ArrayContainerV2.settings.gap.title',
        type: [
          'number',
          'string'
        ]
      }
    }
  },
});
