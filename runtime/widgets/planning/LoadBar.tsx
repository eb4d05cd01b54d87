import { formatPercent } from '../../format/format';

/** Colour of a load: green below 80 %, amber up to 100 %, red above (overbooked). */
export function loadColor(percent: number): string {
  if (percent > 100) return '#e53e3e';
  if (percent >= 80) return '#d69e2e';
  return '#38a169';
}

/** A horizontal bar of a week's load with its percentage (the bar stops at 100 %, the text does not). */
export function WeekLoadBar({ percent, width, label }: { percent: number; width: number; label: string }) {
  return (
    <div data-testid="week-load" data-percent={Math.round(percent)} title={label} aria-label={label} style={{ width, boxSizing: 'border-box', padding: '0 4px' }}>
      <div style={{ height: 8, background: '#edf2f7', borderRadius: 4, overflow: 'hidden' }}>
        <div style={{ width: `${Math.min(100, percent)}%`, height: '100%', background: loadColor(percent) }} />
      </div>
      <div style={{ fontSize: 12, color: '#4a5568', textAlign: 'center' }}>{formatPercent(percent / 100)}</div>
    </div>
  );
}

/** A vertical bar of one day, 0 to 100 percent of its height. */
export function DayBar({ percent, width, height = 40, label, day }: { percent: number; width: number; height?: number; label: string; day: string }) {
  return (
    <div data-testid="day-bar" data-day={day} data-percent={Math.round(percent)} title={label} aria-label={label} style={{ width, height, display: 'flex', alignItems: 'flex-end', justifyContent: 'center', boxSizing: 'border-box', padding: '0 2px' }}>
      <div style={{ width: '100%', height: `${percent}%`, minHeight: percent > 0 ? 2 : 0, background: loadColor(percent), borderRadius: '2px 2px 0 0' }} />
    </div>
  );
}
