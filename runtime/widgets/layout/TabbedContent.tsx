import { useEffect, useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import type tabsSpec from '../../../widget-schemas/Tabs';
import type tabNavigationSpec from '../../../widget-schemas/TabNavigation';
import type iconTabsSpec from '../../../widget-schemas/IconTabs';
import type { WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { useEmit, useSocketEvent } from '../../sockets/hooks';
import { useNavigation, withBasePath } from '../../app/navigation';
import { THEME_COLORS } from '../theme';
import { iconUrl } from '../iconUrl';

/**
 * The shared implementation of Tabs, TabNavigation and IconTabs: a row of tabs, one slot per tab (`tab-<index>`,
 * counted from 0) of which the selected one is shown. What differs is where the selection lives (the widget's
 * own state, or a URL query parameter for TabNavigation) and how a tab looks (text, or icon and text).
 */
/** What the three share (the tabs) plus each one's own settings (the alignment, the query parameter, the icons). */
export type TabsSettings = Pick<SettingsOf<typeof tabsSpec.schema>, 'tabs'> &
  Partial<SettingsOf<typeof tabsSpec.schema>> &
  Partial<SettingsOf<typeof tabNavigationSpec.schema>> &
  Partial<SettingsOf<typeof iconTabsSpec.schema>>;

export type TabItem = TabsSettings['tabs'][number];

export type TabsVariant = 'tabs' | 'navigation' | 'icons';

/** Icon tabs are at least 42px high. */
export const ICON_TAB_MIN_HEIGHT = 42;

/** The slot of tab `index` (the specs' slotPattern `^tab-\d+$` matches every one). */
export function tabSlot(index: number): string {
  return `tab-${index}`;
}

function clamp(index: number, count: number): number {
  return Number.isInteger(index) && index >= 0 && index < count ? index : 0;
}

/** The selected tab and how to change it: the widget's own state, or the URL for TabNavigation (view mode). */
function useSelection(variant: TabsVariant, settings: TabsSettings, count: number): [number, (index: number) => void, (index: number) => string | undefined] {
  const [own, setOwn] = useState(0); // the current index starts at 0
  const navigation = useNavigation();
  const editing = useRenderMode() === 'edit';
  const parameter = settings.queryParameter?.trim() || 'tab';
  if (variant !== 'navigation' || editing) return [clamp(own, count), setOwn, () => undefined];
  const hrefOf = (index: number) => {
    const query = new URLSearchParams(navigation.query);
    query.set(parameter, String(index));
    return `/${navigation.path}?${query}`;
  };
  return [clamp(Number(navigation.query.get(parameter) ?? 0), count), (index) => navigation.navigate(hrefOf(index)), (index) => withBasePath(navigation.basePath, hrefOf(index))];
}

export function TabbedContent({ id, variant, settings, renderSlot }: WidgetProps<TabsSettings> & { variant: TabsVariant }) {
  const { t } = useTranslation('layout');
  const type = variant === 'navigation' ? 'TabNavigation' : variant === 'icons' ? 'IconTabs' : 'Tabs';
  const tabs = settings.tabs;
  const [selected, select, hrefOf] = useSelection(variant, settings, tabs.length);
  const emit = useEmit(id);
  useSocketEvent<unknown>(id, 'select', (value) => select(clamp(Number(value), tabs.length)));
  useEffect(() => emit('selectedIndex', selected), [emit, selected]);

  const align = settings.tabAlign ?? 'start';
  const listStyle: CSSProperties = {
    display: 'flex',
    justifyContent: align === 'stretch' ? 'stretch' : align === 'start' ? 'flex-start' : align === 'end' ? 'flex-end' : 'center',
    borderBottom: '1px solid #e2e8f0',
    overflowX: 'auto',
  };
  const tabStyle = (active: boolean): CSSProperties => ({
    flex: align === 'stretch' ? '1 1 0%' : 'none',
    display: 'flex',
    flexDirection: variant === 'icons' ? 'column' : 'row',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 4,
    minHeight: variant === 'icons' ? ICON_TAB_MIN_HEIGHT : undefined,
    padding: '8px 16px',
    border: 'none',
    borderBottom: `2px solid ${active ? THEME_COLORS.primary.main : 'transparent'}`,
    background: 'transparent',
    color: active ? THEME_COLORS.primary.main : 'inherit',
    fontWeight: active ? 600 : 400,
    cursor: 'pointer',
    textDecoration: 'none',
    font: 'inherit',
  });

  const content = (tab: TabItem, index: number): ReactNode => {
    const label = tab.label?.trim() || t(`widgets.${type}.ui.untitled`, { number: index + 1 });
    const size = settings.iconSize ?? 24;
    return (
      <>
        {variant === 'icons' && tab.icon?.trim() ? (
          <img src={iconUrl({ name: tab.icon, theme: settings.iconTheme, size, color: settings.iconColor })} alt="" width={size} height={size} />
        ) : null}
        <span>{label}</span>
      </>
    );
  };

  const onClick = (index: number) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return; // a new tab or window opens the link itself
    event.preventDefault();
    select(index);
  };

  const bar = tabs.map((tab, index) => {
    const active = index === selected;
    const common = { role: 'tab', 'aria-selected': active, 'data-tab-index': index, style: tabStyle(active), onClick: onClick(index) } as const;
    const href = hrefOf(index);
    return href ? (
      <a key={index} {...common} href={href} aria-current={active ? 'page' : undefined}>
        {content(tab, index)}
      </a>
    ) : (
      <button key={index} {...common} type="button">
        {content(tab, index)}
      </button>
    );
  });
  return (
    <div>
      {variant === 'navigation' ? (
        <nav role="tablist" style={listStyle}>
          {bar}
        </nav>
      ) : (
        <div role="tablist" style={listStyle}>
          {bar}
        </div>
      )}
      <div role="tabpanel" data-slot-name={tabSlot(selected)} aria-label={tabs[selected]?.label || undefined}>
        {renderSlot(tabSlot(selected))}
      </div>
    </div>
  );
}

/** The component of Tabs, TabNavigation or IconTabs: one implementation, configured per variant. */
export function tabsComponent(variant: TabsVariant) {
  return function TabsComponent(props: WidgetProps<TabsSettings>) {
    return <TabbedContent {...props} variant={variant} />;
  };
}
