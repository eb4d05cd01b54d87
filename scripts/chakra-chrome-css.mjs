// The editor's first screen has no Chakra component, so opening it neither creates Chakra's system nor has emotion
// serialise a style (docs/editor.md, "Opening fast"). Its controls (runtime/ui/plain/) are plain elements with class
// names whose CSS this plugin makes at build from Chakra's own recipes and style props, through the same system
// calls Chakra's components make when they render: so a plain button looks like Chakra's to the pixel, and follows
// the theme when Chakra's recipes change. `virtual:builder-chrome.css` is that CSS; `CHROME_STYLES` says which
// class gets which styles. Used by vite.config.ts and vitest.config.ts.

import { chakraCssPlugin, emotionCssWriter } from './chakra-global-css.mjs';

const VIRTUAL_ID = 'virtual:builder-chrome.css';

// Without a colour palette an element has the page's (gray: Chakra's global styles set it on the root).
const palette = (colorPalette) => (colorPalette ? { colorPalette } : {});
/** A recipe's styles for `variants`, as `<chakra.button recipe>` resolves them, in a colour palette. */
const recipe = (name, variants, colorPalette) => (system) => system.css(system.cva(system.getRecipe(name))(variants), palette(colorPalette));
/** One slot of a slot recipe's styles for `variants`, as Chakra's slot components resolve them. */
const slot = (name, part, variants) => (system) => system.css(system.sva(system.getSlotRecipe(name))(variants)[part]);
/** Style props, as a Chakra component with these props would have them (HStack, Heading, Text ...). */
const props = (styles) => (system) => system.css(styles);

const BUTTONS = {
  'xs-solid-blue': { size: 'xs', variant: 'solid', palette: 'blue' },
  'xs-outline': { size: 'xs', variant: 'outline' },
  '2xs-outline': { size: '2xs', variant: 'outline' },
  'xs-ghost': { size: 'xs', variant: 'ghost' },
  'xs-subtle': { size: 'xs', variant: 'subtle' },
  'sm-outline-red': { size: 'sm', variant: 'outline', palette: 'red' },
  // the canvas's action bar and breadcrumb
  '2xs-solid-blue': { size: '2xs', variant: 'solid', palette: 'blue' },
  '2xs-ghost': { size: '2xs', variant: 'ghost' },
  '2xs-subtle': { size: '2xs', variant: 'subtle' },
};

/** Selector (a class name but for the dot, or a whole selector starting with one) to its styles, made from the system. */
export const CHROME_STYLES = {
  ...Object.fromEntries(Object.entries(BUTTONS).map(([key, { size, variant, palette }]) => [`bk-button-${key}`, recipe('button', { size, variant }, palette)])),
  'bk-input-xs': recipe('input', { size: 'xs' }),
  'bk-input-sm': recipe('input', { size: 'sm' }),
  ...Object.fromEntries(['xs', 'sm'].flatMap((size) => ['root', 'field', 'indicator'].map((part) => [`bk-select-${size}-${part}`, slot('nativeSelect', part, { size })]))),
  ...Object.fromEntries(['root', 'label', 'helperText', 'errorText'].map((part) => [`bk-field-${part}`, slot('field', part, {})])),
  ...Object.fromEntries(['root', 'control', 'label'].map((part) => [`bk-checkbox-${part}`, slot('checkbox', part, { size: 'sm' })])),
  // layout and text, as the style props the Chakra components had
  'bk-hstack': props({ display: 'flex', flexDirection: 'row', alignItems: 'center' }),
  'bk-vstack': props({ display: 'flex', flexDirection: 'column' }),
  'bk-toolbar': props({ display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '3', flexWrap: 'wrap', paddingX: '3', paddingY: '1.5', borderBottomWidth: '1px', bg: 'bg' }),
  'bk-toolbar-link': props({ display: 'inline-flex', alignItems: 'center', gap: '1.5', fontSize: 'sm', color: 'blue.600', outline: '0', textDecoration: 'none', _hover: { textDecoration: 'underline' }, focusVisibleRing: 'outside' }),
  'bk-toolbar-title': props({ fontSize: 'sm', lineHeight: '1.25rem', fontWeight: 'semibold', maxWidth: '260px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', margin: 0 }),
  'bk-truncate': props({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
  'bk-muted-text': props({ color: 'fg.muted', fontSize: 'sm', margin: 0 }),
  'bk-error-text': props({ color: 'fg.error', fontSize: 'sm', margin: 0 }),
  'bk-mono-muted': props({ fontFamily: 'mono', color: 'fg.muted' }),
  // a palette entry, the widgets' and the compound widgets' alike: a class, not an inline style on ~160 elements
  'bk-palette-item': props({ display: 'block', padding: '4px 8px', margin: '2px 0', border: '1px solid #e2e8f0', borderRadius: '4px', background: '#fff', fontSize: '13px', cursor: 'grab', userSelect: 'none', touchAction: 'none' }),
  // the plain checkbox: its native input hidden but there for clicks, keyboard and label, its focus on the control
  'bk-visually-hidden': props({ srOnly: true }),
  '.bk-checkbox-root:has(> input:focus-visible) > .bk-checkbox-control': props({ outlineWidth: '2px', outlineOffset: '2px', outlineStyle: 'solid', outlineColor: 'colorPalette.focusRing' }),
};

/** The CSS of every class of `CHROME_STYLES`, as emotion serialises styles for Chakra's components. */
export async function chakraChromeCss(system) {
  const cssOf = await emotionCssWriter('bk');
  // The layers' order first: this stylesheet may come before the global styles' (which state it too), and a layer
  // first named here would otherwise rank below Chakra's reset.
  const rules = Object.entries(CHROME_STYLES).map(([key, styles]) => cssOf(key.startsWith('.') ? key : `.${key}`, styles(system)));
  return [`${system.layers.atRule}`, ...rules].join('\n') + '\n';
}

export function chakraChromeCssPlugin() {
  return chakraCssPlugin('baukasten:chakra-chrome-css', VIRTUAL_ID, chakraChromeCss);
}
