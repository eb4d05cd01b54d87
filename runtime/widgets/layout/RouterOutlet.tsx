import { useTranslation } from 'react-i18next';
import spec from '../../../widget-schemas/RouterOutlet';
import { widgetFromSpec } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { useOutletContent } from '../../app/outlet';
import { noticeStyles } from '../../hooks/styles';

/**
 * Shows the child page: the content entry whose path extends this page's path and matches the URL (the
 * application shell works out which; runtime/app/outlet.tsx). In edit mode a placeholder says that subpages
 * appear here.
 */
function RouterOutlet() {
  const { t } = useTranslation('layout');
  const content = useOutletContent();
  if (useRenderMode() === 'edit') {
    return (
      <div data-testid="router-outlet-placeholder" style={{ ...noticeStyles.unknown, textAlign: 'center', padding: 24 }}>
        {t('widgets.RouterOutlet.ui.placeholder')}
      </div>
    );
  }
  return <>{content}</>;
}

export const RouterOutletWidget = widgetFromSpec(spec, RouterOutlet);
