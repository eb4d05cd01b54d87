/**
 * The points of a chart from records: the label at `labelProperty` and the number at `valueProperty` (dotted paths,
 * `address.city`). Records without a number there are left out; numbers given as text ('12.5') count.
 */
export interface ChartPoint {
  label: string;
  value: number;
}

export function valueAt(record: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), record);
}

export function chartPoints(records: readonly unknown[], labelProperty: string, valueProperty: string): ChartPoint[] {
  const points: ChartPoint[] = [];
  for (const record of records) {
    const raw = valueAt(record, valueProperty);
    const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
    if (!Number.isFinite(value)) continue;
    const label = valueAt(record, labelProperty);
    points.push({ label: label === undefined || label === null ? '' : String(label), value });
  }
  return points;
}

/** Colours of pie slices, in turn after the chart's own colour. */
export const SLICE_COLOURS = ['#3182ce', '#38a169', '#d69e2e', '#e53e3e', '#805ad5', '#dd6b20', '#319795', '#d53f8c'];

/** Charts are at least this wide, so they can be read inside a row that sizes its children by their content. */
export const MIN_WIDTH = 320;
