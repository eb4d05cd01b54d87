/**
 * Which widgets a builder edits in place on the canvas (double-click) and which of their settings holds the text.
 * Only widgets whose whole visible content is one plain text setting: editing it in place shows what will be stored.
 */
const INLINE_TEXT_SETTINGS: Readonly<Record<string, string>> = Object.freeze({
  Text: 'text',
  Heading: 'text',
  Button: 'label',
  Link: 'text',
});

/** The setting edited in place for a widget of `type`, or null when the type has none. */
export function inlineTextSetting(type: string): string | null {
  return Object.hasOwn(INLINE_TEXT_SETTINGS, type) ? INLINE_TEXT_SETTINGS[type] : null;
}
