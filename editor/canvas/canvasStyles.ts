/**
 * Edit-mode styles of the canvas: outlines for hover and selection, the name label, the frame, empty widgets' boxes,
 * large blocks drawn only near the viewport (offscreenSkipping.ts; the clip margin keeps name labels of widgets at
 * a block's top edge visible; until a skipped block was drawn once it counts 320 px tall).
 */
export const CANVAS_CSS = `
.bk-canvas { position: relative; overflow: auto; background: #edf2f7; height: 100%; box-sizing: border-box; padding: 22px 16px 48px; }
.bk-canvas-frame { margin: 0 auto; background: #fff; min-height: 100%; box-shadow: 0 1px 4px rgba(0,0,0,0.12); box-sizing: border-box; transition: width 120ms ease-out; }
.bk-canvas [data-widget-id] { position: relative; }
.bk-canvas-frame { user-select: none; -webkit-user-select: none; }
.bk-canvas-loading { margin: 0; padding: 24px; color: #4a5568; font-size: 14px; }
.bk-canvas [data-widget-id]:focus { outline: none; }
.bk-canvas [data-widget-id][data-hovered="true"] { outline: 1px dashed #63b3ed; outline-offset: -1px; }
.bk-canvas [data-widget-id][data-selected="true"] { outline: 2px solid #3182ce; outline-offset: -2px; }
.bk-canvas [data-widget-id][data-selected="true"]:focus-visible { outline: 3px solid #2b6cb0; }
.bk-canvas [data-widget-label]::before { content: attr(data-widget-label); position: absolute; left: 0; top: 0; transform: translateY(-100%);
  z-index: 20; pointer-events: none; background: #3182ce; color: #fff; font: 11px/16px system-ui, sans-serif; padding: 0 6px;
  border-radius: 3px 3px 0 0; white-space: nowrap; }
.bk-canvas [data-widget-label][data-hovered="true"]:not([data-selected="true"])::before { background: #63b3ed; }
.bk-canvas [data-widget-empty] { min-height: 40px; box-sizing: border-box; border: 1px dashed #a0aec0; background: #f7fafc; }
.bk-canvas [data-widget-empty]::after { content: attr(data-widget-empty); position: absolute; inset: 0; display: flex; align-items: center;
  justify-content: center; pointer-events: none; color: #4a5568; font: 12px/16px system-ui, sans-serif; }
.bk-canvas [data-canvas-deferred] { height: 320px; }
.bk-canvas [data-canvas-skippable] { content-visibility: auto; contain-intrinsic-block-size: auto 320px; overflow-clip-margin: 24px; }
.bk-canvas-breadcrumb { position: sticky; bottom: 4px; z-index: 24; margin: 8px auto 0; width: fit-content; max-width: 100%;
  background: #fff; border: 1px solid #cbd5e0; border-radius: 6px; padding: 2px 6px; box-shadow: 0 1px 3px rgba(0,0,0,0.12); }
`;
