/**
 * The editor's screen layout: toolbar on top; pages, palette and outline on the left; the canvas in the
 * middle; the property and sockets panels on the right. The saving dialogs sit above everything.
 */
import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Canvas } from '../canvas/Canvas';
import { Outline } from '../outline/Outline';
import { PagesPanel } from '../pages/PagesPanel';
import { Palette } from '../palette/Palette';
import { CompoundPaletteSection } from '../compound/CompoundPaletteSection';
import { PropertyPanel } from '../panels/PropertyPanel';
import { SocketsPanel } from '../panels/SocketsPanel';
import { DraftRestorePrompt } from '../saving/DraftRestorePrompt';
import { SaveConflictDialog } from '../saving/SaveConflictDialog';
import { Toolbar } from '../toolbar/Toolbar';
import { FULL_VIEWPORT, type Viewport } from '../ui/viewports';
import { useSearchParams } from 'react-router-dom';
import { compoundOpenedFrom, useCompoundHost } from '../compound/compoundHost';
import { COMPOUND_WIDGET_TYPE } from '../../model/compound/ids';
import { CompoundInstanceSettings } from '../compound/CompoundInstanceSettings';
import { CreatedNotice } from './CreatedNotice';

/** Widgets whose property panel is not their schema's form (a compound instance picks its compound by name). */
const CUSTOM_SETTINGS = { [COMPOUND_WIDGET_TYPE]: CompoundInstanceSettings };

const column: CSSProperties = { display: 'flex', flexDirection: 'column', minHeight: 0, background: '#fff', overflow: 'hidden' };

/**
 * A titled, scrolling part of a side column. `grow` shares the column's height; `fit` sizes the pane by its
 * content up to `fit` of the column (the pages panel: its list and the shown page's title and path fields get
 * the room they need, the palette and outline share the rest); `min` is a height the pane keeps however full the
 * others are (the outline: eight rows and more at 1280×720). The title is a button that folds the pane to its title,
 * giving its room to the others. When the minimums do not fit (a low window), the column scrolls as a whole.
 */
function Pane({ title, grow = 1, fit, min = 0, testId, children }: { title: string; grow?: number; fit?: string; min?: number; testId?: string; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  const id = useId();
  const size: CSSProperties = !open ? { flex: '0 0 auto' } : fit ? { flex: '0 0 auto', maxHeight: fit } : { flex: `${grow} 1 0`, minHeight: min };
  return (
    // not a landmark of its own: the panels inside are named regions already (a second one of the same name is noise)
    <div data-testid={testId} style={{ minHeight: 0, ...size, display: 'flex', flexDirection: 'column', borderBottom: '1px solid #e2e8f0' }}>
      <h2 style={{ margin: 0 }}>
        <button type="button" aria-expanded={open} aria-controls={`${id}-body`} onClick={() => setOpen(!open)} data-testid={testId ? `${testId}-toggle` : undefined} style={paneTitle}>
          <span aria-hidden="true" style={{ display: 'inline-block', width: 10, transform: open ? 'rotate(90deg)' : undefined }}>›</span>
          {title}
        </button>
      </h2>
      <div id={`${id}-body`} hidden={!open} style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>{children}</div>
    </div>
  );
}

const paneTitle: CSSProperties = {
  display: 'flex', gap: 6, alignItems: 'center', width: '100%', textAlign: 'left', cursor: 'pointer', border: 0,
  fontSize: 12, fontWeight: 600, textTransform: 'uppercase', letterSpacing: 0.5, color: '#4a5568', padding: '6px 8px',
  background: '#f7fafc', borderBottom: '1px solid #edf2f7',
};

/**
 * `toolbarExtras`: controls only some documents have (publishing, for applications), at the toolbar's end. A
 * compound's editor has one page and no pages panel, and its back link returns to the application it was
 * opened from.
 */
export function EditorLayout({ toolbarExtras }: { toolbarExtras?: ReactNode }) {
  const { t } = useTranslation('editor');
  const [viewport, setViewport] = useState<Viewport>(FULL_VIEWPORT);
  const compound = useCompoundHost();
  const [params] = useSearchParams();
  const from = compound ? compoundOpenedFrom(params) : null;
  const back = from ? { to: `/editor/apps/${encodeURIComponent(from)}`, label: t('toolbar.backToApplication') } : undefined;
  return (
    <div data-testid="editor" style={{ display: 'flex', flexDirection: 'column', height: '100vh', background: '#f7fafc' }}>
      <Toolbar viewport={viewport} onViewport={setViewport} back={back}>
        {toolbarExtras}
      </Toolbar>
      <CreatedNotice />
      <div style={{ flex: 1, minHeight: 0, display: 'grid', gridTemplateColumns: '250px minmax(0, 1fr) 320px' }}>
        <aside style={{ ...column, overflowY: 'auto', borderRight: '1px solid #e2e8f0' }} aria-label={t('layout.left')}>
          {compound ? null : (
            <Pane title={t('layout.pages')} fit="50%" testId="pages-pane">
              <PagesPanel />
            </Pane>
          )}
          <Pane title={t('layout.palette')} grow={1} min={88} testId="palette-pane">
            <Palette>
              <CompoundPaletteSection />
            </Palette>
          </Pane>
          <Pane title={t('layout.outline')} grow={1.2} min={224} testId="outline-pane">
            <Outline />
          </Pane>
        </aside>
        <main style={{ minWidth: 0, minHeight: 0 }}>
          <Canvas viewport={viewport} />
        </main>
        <aside style={{ ...column, borderLeft: '1px solid #e2e8f0' }} aria-label={t('layout.right')}>
          <Pane title={t('layout.properties')} grow={2}>
            <PropertyPanel customSettings={CUSTOM_SETTINGS} />
          </Pane>
          <Pane title={t('layout.sockets')} grow={1}>
            <SocketsPanel />
          </Pane>
        </aside>
      </div>
      <SaveConflictDialog />
      <DraftRestorePrompt />
    </div>
  );
}
