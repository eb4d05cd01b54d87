/**
 * Value lists that several widget schemas offer for the same kind of setting (icon theme and size, flex
 * alignment, text alignment, button variant). One list each, so the widgets cannot drift apart. `as const` keeps
 * the literal values, so the settings types derived from the schemas stay exact.
 */
export const ICON_THEMES = ['fluent', 'ios', 'color', 'material-outlined', 'dusk', 'dotted', 'plasticine'] as const;
export const ICON_SIZES = [10, 12, 16, 20, 24, 32, 48, 64, 72, 96] as const;
export const JUSTIFY_CONTENT = ['flex-start', 'flex-end', 'center', 'space-between', 'space-around', 'space-evenly'] as const;
export const ALIGN_ITEMS = ['flex-start', 'flex-end', 'center', 'stretch', 'baseline'] as const;
export const FLEX_WRAP = ['wrap', 'nowrap'] as const;
export const TEXT_ALIGN = ['left', 'center', 'right'] as const;
export const BUTTON_VARIANTS = ['solid', 'outline', 'ghost', 'subtle', 'surface', 'plain'] as const;

/** Tabbed widgets keep one slot per tab: the two tabs of their default settings, and one more for every tab added. */
export const TAB_SLOTS: string[] = ['tab-0', 'tab-1'];
export const TAB_SLOT_PATTERN = '^tab-\\d+$';
export const THEME_COLOR_NAMES = ['primary', 'secondary', 'accent', 'neutral'] as const;
export const BUTTON_SIZES = ['xs', 'sm', 'md', 'lg'] as const;

/** The HTML element a Container renders as: none (a plain box) or a landmark screen readers can jump to. */
export const CONTAINER_LANDMARKS = ['none', 'header', 'nav', 'main', 'footer', 'aside', 'section'] as const;
