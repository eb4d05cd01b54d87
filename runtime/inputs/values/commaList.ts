/** Comma-separated list input: split on commas, trim, drop empties; empty gives no value. */
export function parseCommaList(text: string): string[] | undefined {
  const items = text.split(',').map((item) => item.trim()).filter((item) => item !== '');
  return items.length > 0 ? items : undefined;
}

export function formatCommaList(items: readonly unknown[] | undefined): string {
  return (items ?? []).map(String).join(', ');
}
