/**
 * The product's own `format`s of widget settings: they pick form widgets (kit/forms/formWidgetNames.ts) and are
 * checked by those widgets, not by the settings validation (which accepts any value for them).
 */
export const PRODUCT_FORMATS: readonly string[] = ['color', 'icon', 'price', 'percentage', 'hhmm', 'comma-separated'];
