import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/NavigationButton';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useTemplate } from '../../hooks/useTemplate';
import { ConfigureNotice } from '../../hooks/notices';
import { useRenderMode } from '../../render/extensions';
import { useContextValue } from '../../sockets/hooks';
import { buttonStyle } from '../theme';
import { IconImage } from '../IconImage';
import { mapsDestination, mapsRouteUrl } from './mapsAddress';

export type NavigationButtonSettings = SettingsOf<typeof spec.schema>;

function readPath(value: unknown, path: string[]): unknown {
  return path.reduce<unknown>((current, part) => (current && typeof current === 'object' ? (current as Record<string, unknown>)[part] : undefined), value);
}

/**
 * Opens the route to the address in the context variable `contextVariable` (dotted paths into objects) in a maps
 * service, in a new window. Without an address the button is disabled and says why; in edit mode it opens nothing.
 */
function NavigationButton({ id, settings }: WidgetProps<NavigationButtonSettings>) {
  const { t } = useTranslation('misc');
  const mode = useRenderMode();
  const [root = '', ...path] = settings.contextVariable.trim().split('.');
  const value = useContextValue(root);
  const text = useTemplate(id, settings.text);
  if (!root) return <ConfigureNotice />;
  const destination = mapsDestination(readPath(value, path));
  const label = text || t('navigation.text');
  return (
    <button
      type="button"
      data-testid="navigation-button"
      disabled={!destination}
      title={destination ? t('navigation.opensMaps', { destination }) : t('navigation.noAddress')}
      style={buttonStyle(settings.variant, settings.colorScheme, settings.size, !destination)}
      onClick={() => {
        if (mode !== 'edit' && destination) globalThis.open(mapsRouteUrl(destination), '_blank', 'noopener,noreferrer');
      }}
    >
      {settings.showIcon ? <IconImage name="route" size={20} alt="" /> : null}
      {label}
    </button>
  );
}

export const NavigationButtonWidget = widgetFromSpec(spec, NavigationButton);
