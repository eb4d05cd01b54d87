/**
 * The heavy part of the editor route (widgets, load pipeline, panels, drag and drop), loaded while the
 * application is still being fetched: migrates the fetched document and opens the workspace on it.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationDocument } from '../../model/document/types';
import type { WidgetRegistry } from '../../runtime/registry/registry';
import { PublishingControls } from '../publishing/PublishingControls';
import { editorRegistry } from './editorRegistry';
import { EditorWorkspace } from './EditorWorkspace';
import { loadDocument } from './loadDocument';
import { ScreenMessage } from './ScreenMessage';

export interface LoadedWorkspaceProps {
  raw: ApplicationDocument;
  registry?: WidgetRegistry;
  initialPage?: string;
  onRetry(): void;
}

export default function LoadedWorkspace({ raw, registry = editorRegistry, initialPage, onRetry }: LoadedWorkspaceProps) {
  const { t } = useTranslation('editor');
  const loaded = useMemo(() => loadDocument(raw), [raw]);
  if (!loaded.ok) {
    // The pipeline's message is English for developers; the user reads the reason its code stands for.
    const reason = t(`runtime:load.refusal.${loaded.code}`);
    const text = loaded.path ? t('screen.refusedAt', { reason, path: loaded.path }) : t('screen.refused', { reason });
    return <ScreenMessage testId="editor-error" alert text={text} onRetry={onRetry} />;
  }
  const { document, version } = loaded.value;
  return <EditorWorkspace document={document} version={version} registry={registry} initialPage={initialPage} toolbarExtras={<PublishingControls />} />;
}
