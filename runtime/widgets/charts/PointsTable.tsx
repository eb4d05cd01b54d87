import { formatNumber } from '../../format';
import type { ChartPoint } from './chartPoints';

/** The numbers behind a chart as a table for screen readers (and tests); visually hidden. */
const hidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

export function PointsTable({ caption, labelHeader, valueHeader, points }: { caption: string; labelHeader: string; valueHeader: string; points: readonly ChartPoint[] }) {
  return (
    <table data-testid="chart-data" style={hidden}>
      <caption>{caption}</caption>
      <thead><tr><th scope="col">{labelHeader}</th><th scope="col">{valueHeader}</th></tr></thead>
      <tbody>
        {points.map((point, index) => (
          <tr key={index}><td>{point.label}</td><td>{formatNumber(point.value)}</td></tr>
        ))}
      </tbody>
    </table>
  );
}
