import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/LinkButton';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useTemplate } from '../../hooks/useTemplate';
import { ConfigureNotice } from '../../hooks/notices';
import { buttonStyle } from '../theme';
import { useAppLink } from '../basic/useAppLink';

export type LinkButtonSettings = SettingsOf<typeof spec.schema>;

/**
 * A link drawn as a button. It follows the Link widget's rules (placeholders, base path, navigation without reload,
 * refused addresses get no href, nothing happens in edit mode); `openInNewTab` leaves the click to the browser.
 */
function LinkButton({ id, settings }: WidgetProps<LinkButtonSettings>) {
  const { t } = useTranslation('misc');
  const { link, href, mode, onClick } = useAppLink(id, settings.link);
  const text = useTemplate(id, settings.text);
  if (!link) return <ConfigureNotice />;
  const newTab = settings.openInNewTab && mode !== 'edit';
  return (
    <a
      href={href}
      role="button"
      data-testid="link-button"
      style={{ ...buttonStyle(settings.variant, settings.colorScheme, settings.size), textDecoration: 'none' }}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      onClick={(event) => (newTab ? undefined : onClick(event))}
    >
      {text || link}
      {newTab ? <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{` (${t('linkButton.newTab')})`}</span> : null}
    </a>
  );
}

export const LinkButtonWidget = widgetFromSpec(spec, LinkButton);
