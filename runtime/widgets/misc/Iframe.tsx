import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/Iframe';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useTemplate } from '../../hooks/useTemplate';
import { ConfigureNotice } from '../../hooks/notices';
import { safeEmbedUrl } from '../../security/safeUrl';
import { EmbedFrame } from './EmbedFrame';

export type IframeSettings = SettingsOf<typeof spec.schema>;

/** What a framed site may do: its scripts, forms and popups, never navigate this page (no allow-top-navigation). */
const SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-presentation allow-downloads';

/**
 * Another site in a sandboxed frame. Only absolute http(s) addresses are framed (placeholders filled from the
 * context); anything else asks to be configured. A site of another origin keeps its own origin (its logins and
 * storage work); a page of this origin is framed with an opaque origin, so it cannot reach into this page.
 * Browsers load the frame only when the server's policy names the origin (FRAME_ORIGINS, docs/security.md).
 */
function Iframe({ id, settings }: WidgetProps<IframeSettings>) {
  const { t } = useTranslation('misc');
  const address = useTemplate(id, settings.url, { encode: encodeURIComponent });
  const url = safeEmbedUrl(address);
  if (!url) return <ConfigureNotice details={address ? t('iframe.onlyHttp') : undefined} />;
  const sameOrigin = url.origin === globalThis.location?.origin;
  return (
    <EmbedFrame
      src={url.href}
      title={settings.frameTitle || url.hostname}
      width={settings.width}
      height={settings.height}
      sandbox={sameOrigin ? SANDBOX : `${SANDBOX} allow-same-origin`}
    />
  );
}

export const IframeWidget = widgetFromSpec(spec, Iframe);
