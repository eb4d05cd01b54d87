import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/Redirect';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { ConfigureNotice } from '../../hooks/notices';
import { noticeStyles } from '../../hooks/styles';
import { useBuilderNotices } from '../../render/extensions';
import { linkPath, useAppLink } from '../basic/useAppLink';

export type RedirectSettings = SettingsOf<typeof spec.schema>;

/**
 * Sends the visitor on to `link` once, when the page shows it: a page of the application replaces the current
 * history entry (Back does not land on the redirect again), another site is loaded by the browser. Never in edit
 * mode, never to the page it is on (that would loop); a refused address (javascript:, …) goes nowhere. Builders
 * see where it leads.
 */
function Redirect({ id, settings }: WidgetProps<RedirectSettings>) {
  const { t } = useTranslation('misc');
  const builder = useBuilderNotices();
  const { link, href, external, navigation, mode } = useAppLink(id, settings.link);
  const samePage = !!link && !external && linkPath(link) === linkPath(navigation.path);
  const done = useRef(false);

  useEffect(() => {
    if (mode === 'edit' || !link || !href || samePage || done.current) return;
    done.current = true;
    if (external) globalThis.location.assign(href);
    else navigation.navigate(link, { replace: true });
  }, [mode, link, href, external, samePage, navigation]);

  if (!link) return <ConfigureNotice />;
  if (!builder) return null;
  const message = samePage ? t('redirect.samePage') : href ? t('redirect.notice', { link }) : t('redirect.refused', { link });
  return <div data-testid="redirect-notice" style={noticeStyles.unknown}>{message}</div>;
}

export const RedirectWidget = widgetFromSpec(spec, Redirect);
