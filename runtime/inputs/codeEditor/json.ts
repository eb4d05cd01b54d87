/** Reading the text of a JSON code field: empty text is no value; anything JSON.parse refuses is invalid. */
export type JsonReading = { ok: true; value: unknown } | { ok: false };

export function readJson(text: string): JsonReading {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** The text shown for a value: strings as they are, anything else pretty-printed. */
export function showJson(value: unknown): string {
  return value === undefined ? '' : JSON.stringify(value, null, 2);
}
