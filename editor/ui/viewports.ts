/** The canvas widths the toolbar offers (px); `full` uses the whole canvas. */
export interface Viewport {
  id: '360' | '768' | '1280' | 'full';
  width: number | null;
}

export const VIEWPORTS: readonly Viewport[] = [
  { id: '360', width: 360 },
  { id: '768', width: 768 },
  { id: '1280', width: 1280 },
  { id: 'full', width: null },
];

export const FULL_VIEWPORT: Viewport = VIEWPORTS[3];
