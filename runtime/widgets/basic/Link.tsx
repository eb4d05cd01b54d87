import type { CSSProperties, MouseEvent } from 'react';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/Link';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useTemplate } from '../../hooks/useTemplate';
import { ConfigureNotice } from '../../hooks/notices';
import { buttonStyle } from '../theme';
import { isPlainClick, linkPath, useAppLink } from './useAppLink';

export type LinkSettings = SettingsOf<typeof spec.schema>;

/**
 * A link: placeholders in the address are filled from context variables and route parameters; addresses inside the
 * application get the base path (a preview stays in the preview) and navigate without a reload; other addresses are
 * followed by the browser. The active/inactive class marks the current page. In edit mode a click navigates nowhere.
 */
function Link({ id, settings }: WidgetProps<LinkSettings>) {
  const { link, href: target, external, navigation, mode, onClick: follow } = useAppLink(id, settings.link);
  const text = useTemplate(id, settings.text);
  const anchor = settings.linkedWidget?.trim();
  if (!link && !anchor) return <ConfigureNotice />;

  const href = link ? target : `#${anchor}`;
  const active = !!link && !external && linkPath(link) === linkPath(navigation.path);
  const className = (active ? settings.activeClass : settings.inactiveClass) || undefined;
  const style: CSSProperties = {
    ...(settings.showAsButton ? buttonStyle('solid', 'primary', 'md') : { color: 'inherit' }),
    textDecoration: settings.underlineLinks ? 'underline' : 'none',
  };

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (link || !isPlainClick(event)) return follow(event);
    event.preventDefault();
    if (mode === 'edit') return;
    document.querySelector(`[data-widget-id="${CSS.escape(anchor!)}"]`)?.scrollIntoView({ behavior: 'smooth' });
  }

  return (
    <a href={href} className={className} style={style} aria-current={active ? 'page' : undefined} onClick={onClick}>
      {text || link || anchor}
    </a>
  );
}

export const LinkWidget = widgetFromSpec(spec, Link);
