import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/PwaInstallPrompt';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useTemplate } from '../../hooks/useTemplate';
import { noticeStyles } from '../../hooks/styles';
import { useBuilderNotices, useRenderMode } from '../../render/extensions';
import { useEmit } from '../../sockets/hooks';
import { buttonStyle } from '../theme';
import { acceptInstallOffer, linkAppManifest, useInstallOffer } from './installPrompt';

export type PwaInstallPromptSettings = SettingsOf<typeof spec.schema>;

/**
 * 'App installieren' once the browser offers to install the site (never otherwise: browsers that offer nothing,
 * an app already installed); a click opens the browser's install dialog and emits `installed` when accepted. On a
 * published page it links the web app manifest and registers the service worker that make the site installable;
 * the editor and previews (which share the builder's origin) register nothing. Builders see where the button goes.
 */
function PwaInstallPrompt({ id, settings }: WidgetProps<PwaInstallPromptSettings>) {
  const { t } = useTranslation('misc');
  const mode = useRenderMode();
  const builder = useBuilderNotices();
  const emit = useEmit<'installed'>(id);
  const offer = useInstallOffer();
  const text = useTemplate(id, settings.text);

  useEffect(() => {
    if (!builder) linkAppManifest();
  }, [builder]);

  if (mode === 'edit' || (builder && !offer)) {
    return <div data-testid="pwa-install-notice" style={noticeStyles.unknown}>{t('pwa.notice')}</div>;
  }
  if (!offer) return null;
  return (
    <button
      type="button"
      data-testid="pwa-install"
      style={buttonStyle(settings.variant, settings.colorScheme, settings.size)}
      onClick={async () => {
        if (await acceptInstallOffer(offer)) emit('installed', { at: Date.now() });
      }}
    >
      {text || t('pwa.install')}
    </button>
  );
}

export const PwaInstallPromptWidget = widgetFromSpec(spec, PwaInstallPrompt);
