import { lazyModule } from '../../hooks/useLazyModule';

/** The chart drawings (recharts), fetched when the first chart draws; until then the chart's box stays empty. */
export const chartDrawings = lazyModule(() => import('./ChartDrawings'));
