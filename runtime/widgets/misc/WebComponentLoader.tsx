import { createElement, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/WebComponentLoader';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { noticeStyles } from '../../hooks/styles';
import { useBuilderNotices } from '../../render/extensions';
import { safeEmbedUrl } from '../../security/safeUrl';
import { isCustomElementName, loadWebComponent } from './webComponentScript';

export type WebComponentLoaderSettings = SettingsOf<typeof spec.schema>;

type LoadState = { key: string; state: 'loading' | 'loaded' | 'failed' };

/**
 * Shows the custom element `htmlTag` once the script at `webComponentUrl` (absolute http(s) only) has defined it:
 * 'Loading Web Component...' until then, 'Loading failed...' when the script cannot be loaded (unreachable, or its
 * origin not allowed by the server's WEB_COMPONENT_ORIGINS) or never defines the element. Without a usable address
 * and tag builders read 'Web Komponente ist noch nicht konfiguriert'; visitors see nothing.
 */
function WebComponentLoader({ settings }: WidgetProps<WebComponentLoaderSettings>) {
  const { t } = useTranslation('misc');
  const builder = useBuilderNotices();
  const url = safeEmbedUrl(settings.webComponentUrl)?.href;
  const tag = settings.htmlTag.trim().toLowerCase();
  const configured = !!url && isCustomElementName(tag);
  const key = `${url}|${tag}`;
  const [load, setLoad] = useState<LoadState>({ key, state: 'loading' });

  useEffect(() => {
    if (!configured) return;
    let current = true;
    loadWebComponent(url, tag).then(
      () => current && setLoad({ key, state: 'loaded' }),
      () => current && setLoad({ key, state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [configured, url, tag, key]);

  if (!configured) {
    return builder ? <div data-testid="web-component-unconfigured" style={noticeStyles.configure}>{t('webComponent.unconfigured')}</div> : null;
  }
  const state = load.key === key ? load.state : 'loading';
  if (state === 'loading') return <div data-testid="web-component-loading" role="status">{t('webComponent.loading')}</div>;
  if (state === 'failed') return <div data-testid="web-component-failed" role="alert" style={noticeStyles.error}>{t('webComponent.failed')}</div>;
  return createElement(tag);
}

export const WebComponentLoaderWidget = widgetFromSpec(spec, WebComponentLoader);
