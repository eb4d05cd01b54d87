/**
 * The editor's top bar: back to the overview, history, selection commands, canvas width, language, saving, preview,
 * and what the screen adds at the end (publishing, for applications).
 */
import type { ReactNode } from 'react';
import { Heading, HStack, Link, Spacer } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useEditorStore } from '../store/context';
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
    <HStack as="header" data-testid="editor-toolbar" gap="3" wrap="wrap" paddingX="3" paddingY="1.5" borderBottomWidth="1px" bg="bg">
      <Link asChild fontSize="sm" color="blue.600" title={t('toolbar.back')}>
        <RouterLink to={back?.to ?? '/editor'} data-testid="back-to-overview">
          <ArrowLeft size={14} aria-hidden /> {back?.label ?? t('toolbar.overview')}
        </RouterLink>
      </Link>
      <Heading as="h1" size="sm" maxWidth="260px" truncate title={name}>
        {name}
      </Heading>
      <HistoryButtons />
      <SelectionActions />
      <ViewportSwitch value={viewport} onChange={onViewport} />
      <Spacer />
      <LanguageSelect testId="editor-language" size="xs" />
      <SaveControls />
      <PreviewButton />
      {children}
    </HStack>
  );
}
