import type { CSSProperties, MouseEvent } from 'react';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/Link';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { useTemplate } from '../../hooks/useTemplate';
import { ConfigureNotice } from '../../hooks/notices';
import { isExternalLink, linkHref, useNavigation } from '../../app/navigation';
import { buttonStyle } from '../theme';

export type LinkSettings = SettingsOf<typeof spec.schema>;

const pathOf = (link: string) => link.split(/[?#]/)[0].replace(/^\/+|\/+$/g, '');

/**
 * A link: placeholders in the address are filled from context variables and route parameters; addresses inside the
 * application get the base path (a preview stays in the preview) and navigate without a reload; other addresses are
 * followed by the browser. The active/inactive class marks the current page. In edit mode a click navigates nowhere.
 */
function Link({ id, settings }: WidgetProps<LinkSettings>) {
  const navigation = useNavigation();
  const mode = useRenderMode();
  const link = useTemplate(id, settings.link.trim(), { encode: encodeURIComponent });
  const text = useTemplate(id, settings.text);
  const anchor = settings.linkedWidget?.trim();
  if (!link && !anchor) return <ConfigureNotice />;

  const external = !!link && isExternalLink(link);
  const href = link ? linkHref(navigation.basePath, link) : `#${anchor}`;
  const active = !!link && !external && pathOf(link) === pathOf(navigation.path);
  const className = (active ? settings.activeClass : settings.inactiveClass) || undefined;
  const style: CSSProperties = {
    ...(settings.showAsButton ? buttonStyle('solid', 'primary', 'md') : { color: 'inherit' }),
    textDecoration: settings.underlineLinks ? 'underline' : 'none',
  };

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (mode === 'edit') {
      event.preventDefault();
      return;
    }
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!link) {
      event.preventDefault();
      document.querySelector(`[data-widget-id="${CSS.escape(anchor!)}"]`)?.scrollIntoView({ behavior: 'smooth' });
    } else if (!external) {
      event.preventDefault();
      navigation.navigate(link);
    }
  }

  return (
    <a href={href} className={className} style={style} aria-current={active ? 'page' : undefined} onClick={onClick}>
      {text || link || anchor}
    </a>
  );
}

export const LinkWidget = widgetFromSpec(spec, Link);
