import { useState, type CSSProperties, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/TopNavigation';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { MOBILE_QUERY, useMediaQuery } from '../../hooks/useMediaQuery';
import { isExternalLink, linkHref, useNavigation } from '../../app/navigation';
import { safeImageSrc } from '../../security/safeUrl';
import { THEME_COLORS } from '../theme';
import { SlotFrame } from './SlotFrame';

export interface NavigationItem {
  label?: string;
  link?: string;
}

export type TopNavigationSettings = SettingsOf<typeof spec.schema>;

const pathOf = (link: string) => link.split(/[?#]/)[0].replace(/^\/+|\/+$/g, '');

/**
 * A navigation bar: brand (logo, title), the configured links and, at the end, the widgets of its `items` slot
 * (a cart icon, a login status, ...). Links inside the application get the base path (a preview stays a preview)
 * and navigate without a reload; the link of the current page is marked. On mobile the links fold into a menu.
 */
function TopNavigation({ settings, renderSlot }: WidgetProps<TopNavigationSettings>) {
  const { t } = useTranslation('layout');
  const navigation = useNavigation();
  const editing = useRenderMode() === 'edit';
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);
  const logo = safeImageSrc(settings.logoUrl);
  const items = settings.items.filter((item) => item.link?.trim() || item.label?.trim());

  const follow = (link: string, external: boolean) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (editing) {
      event.preventDefault();
      return;
    }
    if (external || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setMenuOpen(false);
    navigation.navigate(link);
  };

  const links = items.map((item, index) => {
    const link = item.link?.trim() ?? '';
    const external = isExternalLink(link);
    const active = !external && pathOf(link) === pathOf(navigation.path);
    const style: CSSProperties = {
      color: 'inherit',
      textDecoration: 'none',
      padding: '8px 12px',
      borderRadius: 4,
      fontWeight: active ? 600 : 400,
      borderBottom: active ? `2px solid ${THEME_COLORS.primary.main}` : '2px solid transparent',
    };
    return (
      <a key={index} href={linkHref(navigation.basePath, link)} aria-current={active ? 'page' : undefined} style={style} onClick={follow(link, external)}>
        {item.label?.trim() || link}
      </a>
    );
  });

  const barStyle: CSSProperties = {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: 12,
    padding: '8px 16px',
    minHeight: 56,
    boxSizing: 'border-box',
    background: settings.backgroundColor,
    color: settings.fontColor,
    boxShadow: '0 1px 3px rgba(0, 0, 0, 0.12)',
    ...(settings.sticky && !editing ? { position: 'sticky', top: 0, zIndex: 10 } : {}),
  };
  const showLinks = !mobile || menuOpen;
  return (
    <nav style={barStyle}>
      {logo ? <img src={logo} alt="" style={{ height: 32 }} /> : null}
      {settings.title.trim() ? <strong style={{ fontSize: 18 }}>{settings.title}</strong> : null}
      {mobile ? (
        <button type="button" aria-expanded={menuOpen} onClick={() => setMenuOpen((open) => !open)} style={{ marginLeft: 'auto', background: 'transparent', border: 'none', color: 'inherit', fontSize: 16, cursor: 'pointer' }}>
          ☰ {t('widgets.TopNavigation.ui.menu')}
        </button>
      ) : null}
      {showLinks ? (
        <div data-testid="top-navigation-links" style={{ display: 'flex', flexDirection: mobile ? 'column' : 'row', flexBasis: mobile ? '100%' : 'auto', gap: 4, flex: mobile ? undefined : '1 1 auto' }}>
          {links}
        </div>
      ) : null}
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginLeft: mobile ? undefined : 'auto' }}>
        {editing ? (
          <SlotFrame slot="items" label={t('widgets.TopNavigation.ui.extraWidgets')}>
            {renderSlot('items')}
          </SlotFrame>
        ) : (
          renderSlot('items')
        )}
      </div>
    </nav>
  );
}

export const TopNavigationWidget = widgetFromSpec(spec, TopNavigation);
