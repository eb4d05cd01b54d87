/**
 * The editor's top bar: back to the overview, history, selection commands, canvas width, language, saving, preview,
 * and what the screen adds at the end (publishing, for applications).
 */
import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useEditorStore } from '../store/context';
import '../../runtime/ui/plain/plainStyles';
import { HistoryButtons } from './HistoryButtons';
import { LanguageSelect } from '../../runtime/ui/LanguageSelect';
import { PreviewButton } from './PreviewButton';
import { SaveControls } from './SaveControls';
import { SelectionActions } from './SelectionActions';
import { ViewportSwitch } from './ViewportSwitch';
import type { Viewport } from '../ui/viewports';

interface Props {
  viewport: Viewport;
  onViewport(viewport: Viewport): void;
  /** Where the back link leads and what it says; default the overview of applications. */
  back?: { to: string; label: string };
  children?: ReactNode;
}

export function Toolbar({ viewport, onViewport, back, children }: Props) {
  const { t } = useTranslation('editor');
  const name = useEditorStore((state) => state.document.name);
  return (
    // Plain elements in the look of Chakra's (runtime/ui/plain): the first screen renders no Chakra component.
    <header className="bk-toolbar" data-testid="editor-toolbar">
      <RouterLink to={back?.to ?? '/editor'} data-testid="back-to-overview" className="chakra-link bk-toolbar-link" title={t('toolbar.back')}>
        <ArrowLeft size={14} aria-hidden /> {back?.label ?? t('toolbar.overview')}
      </RouterLink>
      <h1 className="bk-toolbar-title" title={name}>
        {name}
      </h1>
      <HistoryButtons />
      <SelectionActions />
      <ViewportSwitch value={viewport} onChange={onViewport} />
      <div style={{ flex: 1, justifySelf: 'stretch', alignSelf: 'stretch' }} />
      <LanguageSelect testId="editor-language" size="xs" />
      <SaveControls />
      <PreviewButton />
      {children}
    </header>
  );
}
