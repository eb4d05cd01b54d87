/** The canvas width: 360, 768, 1280 px or the full width. */
import '../../runtime/ui/plain/plainStyles';
import { useTranslation } from 'react-i18next';
import { ToolbarButton } from './ToolbarButton';
import { VIEWPORTS, type Viewport } from '../ui/viewports';

export function ViewportSwitch({ value, onChange }: { value: Viewport; onChange(viewport: Viewport): void }) {
  const { t } = useTranslation('editor');
  return (
    <div className="bk-hstack" role="group" aria-label={t('toolbar.viewport')} style={{ gap: '0.125rem' }}>
      {VIEWPORTS.map((viewport) => (
        <ToolbarButton
          key={viewport.id}
          testId={`viewport-${viewport.id}`}
          label={viewport.width ? t('toolbar.viewportWidth', { width: viewport.width }) : t('toolbar.viewportFull')}
          pressed={viewport.id === value.id}
          onClick={() => onChange(viewport)}
        >
          {viewport.width ?? t('toolbar.full')}
        </ToolbarButton>
      ))}
    </div>
  );
}
