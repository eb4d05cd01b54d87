/** Opens the saved application in view mode on the shown page: /apps/preview/{appId}/{path}, in a new tab. */
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../runtime/ui/plain/plainStyles';
import { useEditorStore } from '../store/context';

export function previewUrl(appId: string, path: string): string {
  return `/apps/preview/${encodeURIComponent(appId)}/${path.split('/').map(encodeURIComponent).join('/')}`;
}

export function PreviewButton() {
  const { t } = useTranslation('editor');
  const appId = useEditorStore((state) => state.document.id ?? '');
  const path = useEditorStore((state) => state.activePath);
  return (
    <a className={buttonClass('xs-outline')} data-testid="preview" href={previewUrl(appId, path)} target="_blank" rel="noopener" title={t('toolbar.previewHint')}>
      {t('toolbar.preview')}
    </a>
  );
}
