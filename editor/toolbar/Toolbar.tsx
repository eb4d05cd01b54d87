/** The editor's top bar: back to the overview, history, selection commands, canvas width, language, saving, preview. */
import { ArrowLeft } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useEditorStore } from '../store/context';
import { HistoryButtons } from './HistoryButtons';
import { LanguageSelect } from '../../runtime/ui/LanguageSelect';
import { PreviewButton } from './PreviewButton';
import { SaveControls } from './SaveControls';
import { SelectionActions } from './SelectionActions';
import { TOOLBAR_CSS } from './ToolbarButton';
import { ViewportSwitch } from './ViewportSwitch';
import type { Viewport } from '../ui/viewports';

const style = {
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  flexWrap: 'wrap',
  padding: '6px 12px',
  borderBottom: '1px solid #e2e8f0',
  background: '#fff',
} as const;

export function Toolbar({ viewport, onViewport }: { viewport: Viewport; onViewport(viewport: Viewport): void }) {
  const { t } = useTranslation('editor');
  const name = useEditorStore((state) => state.document.name);
  return (
    <header data-testid="editor-toolbar" style={style}>
      <style>{TOOLBAR_CSS}</style>
      <RouterLink to="/editor" data-testid="back-to-overview" style={{ fontSize: 13, color: '#2b6cb0' }} title={t('toolbar.back')}>
        <ArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {t('toolbar.overview')}
      </RouterLink>
      <h1 style={{ fontSize: 15, fontWeight: 600, margin: 0, maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={name}>
        {name}
      </h1>
      <HistoryButtons />
      <SelectionActions />
      <ViewportSwitch value={viewport} onChange={onViewport} />
      <div style={{ flex: 1 }} />
      <LanguageSelect testId="editor-language" size="xs" />
      <SaveControls />
      <PreviewButton />
    </header>
  );
}
