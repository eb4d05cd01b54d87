import {
  Area, AreaChart, Bar, BarChart, CartesianGrid, Cell, Legend, Line, LineChart, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis,
} from 'recharts';
import type { ChartSettings } from './Chart';
import { SLICE_COLOURS, type ChartPoint } from './chartPoints';

/**
 * The recharts drawings of the chart widgets, in a module of their own that the widgets fetch when they first
 * draw (lazyDrawings.ts): recharts is large and only pages with a chart need it.
 */
export interface DrawingProps { type: ChartSettings['chartType']; points: ChartPoint[]; color: string; name: string; height: number }

function Series({ type, points, color, name }: Omit<DrawingProps, 'height'>) {
  const axes = [
    <CartesianGrid key="grid" strokeDasharray="3 3" />,
    <XAxis key="x" dataKey="label" />,
    <YAxis key="y" />,
    <Tooltip key="tooltip" />,
  ];
  if (type === 'pie') {
    return (
      <PieChart>
        <Pie data={points} dataKey="value" nameKey="label" isAnimationActive={false} label>
          {points.map((point, index) => <Cell key={index} fill={index === 0 ? color : SLICE_COLOURS[index % SLICE_COLOURS.length]} />)}
        </Pie>
        <Tooltip />
        <Legend />
      </PieChart>
    );
  }
  if (type === 'line') return <LineChart data={points}>{axes}<Line dataKey="value" name={name} stroke={color} isAnimationActive={false} /></LineChart>;
  if (type === 'area') return <AreaChart data={points}>{axes}<Area dataKey="value" name={name} stroke={color} fill={color} fillOpacity={0.3} isAnimationActive={false} /></AreaChart>;
  return <BarChart data={points}>{axes}<Bar dataKey="value" name={name} fill={color} isAnimationActive={false} /></BarChart>;
}

/** A Chart widget's drawing, sized to its container. */
export function Drawing({ height, ...series }: DrawingProps) {
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 600, height }}>
      <Series {...series} />
    </ResponsiveContainer>
  );
}

/** AnonymizedStats' bars: records created per quarter. */
export function QuarterBars({ rows, name }: { rows: { label: string; value: number }[]; name: string }) {
  return (
    <ResponsiveContainer width="100%" height={240} initialDimension={{ width: 600, height: 240 }}>
      <BarChart data={rows}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" />
        <YAxis allowDecimals={false} />
        <Tooltip />
        <Bar dataKey="value" name={name} fill="#3182ce" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
