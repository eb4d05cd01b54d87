import type { MouseEvent } from 'react';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/DashboardGrid';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { ConfigureNotice } from '../../hooks/notices';
import { isExternalLink, linkHref, useNavigation } from '../../app/navigation';
import { iconUrl } from '../iconUrl';

/** A dashboard entry. */
export interface DashboardEntry {
  icon?: string;
  label?: string;
  link?: string;
  backgroundColor?: string;
  fontColor?: string;
}

export type DashboardGridSettings = SettingsOf<typeof spec.schema>;

/**
 * Tiles of dashboard entries (icon, label, colours), each a link; as many per row as fit at the minimum width.
 * EmployeeModulesGrid draws its tiles with this component too.
 */
export function DashboardGrid({ settings }: WidgetProps<DashboardGridSettings>) {
  const navigation = useNavigation();
  const editing = useRenderMode() === 'edit';
  const entries = settings.entries.filter((entry) => entry.label?.trim() || entry.icon?.trim());
  if (entries.length === 0) return <ConfigureNotice />;

  const follow = (link: string, external: boolean) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (editing || !link) {
      event.preventDefault();
      return;
    }
    if (external || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigation.navigate(link);
  };

  return (
    <div style={{ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(${settings.minTileWidth}, 1fr))`, gap: settings.gap }}>
      {entries.map((entry, index) => {
        const link = entry.link?.trim() ?? '';
        const external = isExternalLink(link);
        return (
          <a
            key={index}
            data-testid="dashboard-entry"
            href={link ? linkHref(navigation.basePath, link) : undefined}
            onClick={follow(link, external)}
            style={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 8,
              height: settings.tileHeight,
              padding: 12,
              boxSizing: 'border-box',
              borderRadius: 8,
              textAlign: 'center',
              textDecoration: 'none',
              cursor: link ? 'pointer' : 'default',
              background: entry.backgroundColor || '#2b6cb0',
              color: entry.fontColor || '#ffffff',
            }}
          >
            {entry.icon?.trim() ? (
              <img src={iconUrl({ name: entry.icon, theme: settings.iconTheme, size: settings.iconSize, color: entry.fontColor })} alt="" width={settings.iconSize} height={settings.iconSize} />
            ) : null}
            {entry.label?.trim() ? <span style={{ fontWeight: 600 }}>{entry.label}</span> : null}
          </a>
        );
      })}
    </div>
  );
}

export const DashboardGridWidget = widgetFromSpec(spec, DashboardGrid);
