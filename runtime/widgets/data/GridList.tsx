import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import type spec from '../../../widget-schemas/GridListV3';
import { linkHref, useNavigation } from '../../app/navigation';
import { EmptyState } from '../../hooks/notices';
import { fillTemplate } from '../../hooks/template';
import { MOBILE_QUERY, useMediaQuery } from '../../hooks/useMediaQuery';
import type { WidgetProps } from '../../registry/defineWidget';
import { useContextValue, useEmit } from '../../sockets/hooks';
import { StoreState } from '../../stores';
import { useItemLinks } from './itemLink';
import { IconImage } from '../IconImage';
import { ListPager } from './ListPager';
import { useDataView } from './useDataView';

export type GridListSettings = SettingsOf<typeof spec.schema>;
type Item = Record<string, unknown>;

function Grid({ id, settings, items }: { id: string; settings: GridListSettings; items: Item[] }) {
  const emit = useEmit<'itemClicked'>(id);
  const links = useItemLinks(settings.link);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const width = (mobile ? settings.gridCellWidthMobile : settings.gridCellWidth) || '150px';
  const maxHeight = settings.gridCellMaxHeight && settings.gridCellMaxHeight !== 'none' ? settings.gridCellMaxHeight : undefined;
  const grid: CSSProperties = { display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(min(${width}, 100%), 1fr))`, gap: 12 };
  const cell: CSSProperties = { border: '1px solid #e2e8f0', borderRadius: 6, padding: 12, maxHeight, overflow: maxHeight ? 'auto' : undefined, boxSizing: 'border-box' };
  return (
    <div data-testid="grid-list" style={grid}>
      {items.map((item, index) => {
        const href = links.href(item);
        const text = fillTemplate(settings.template, (name) => item[name]);
        return (
          <div key={typeof item.id === 'string' ? item.id : index} data-testid="grid-cell" style={{ ...cell, cursor: href ? 'pointer' : undefined }} onClick={() => {
            emit('itemClicked', item);
            links.open(item);
          }}>
            {href ? <a href={href} onClick={(event) => event.preventDefault()} style={{ color: 'inherit' }}>{text}</a> : text}
          </div>
        );
      })}
    </div>
  );
}

/** Records of the page context, as they are (no store, no paging). */
function ContextGrid({ id, settings }: { id: string; settings: GridListSettings }) {
  const { t } = useTranslation('data');
  const value = useContextValue<unknown>(settings.contextProperty.trim());
  const items = Array.isArray(value) ? value.filter((v): v is Item => !!v && typeof v === 'object') : [];
  return items.length > 0 ? <Grid id={id} settings={settings} items={items} /> : <EmptyState message={t('empty')} />;
}

function StoreGrid({ id, settings }: { id: string; settings: GridListSettings }) {
  const { t } = useTranslation('data');
  const view = useDataView<Item>(id, settings);
  return (
    <StoreState result={view.result} empty={t('empty')}>
      <Grid id={id} settings={settings} items={view.result.elements} />
      {settings.showPager ? <ListPager view={view} /> : null}
    </StoreState>
  );
}

/** The icon and the label above the grid; nothing when neither is set. */
function GridHeader({ settings }: { settings: GridListSettings }) {
  const icon = settings.icon.trim();
  if (!icon && !settings.label) return null;
  return (
    <h3 data-testid="grid-header" style={{ display: 'flex', alignItems: 'center', gap: 8, margin: '0 0 8px' }}>
      {icon ? <IconImage name={icon} theme={settings.iconTheme} size={settings.iconSize} color={settings.iconColor} alt="" /> : null}
      {settings.label}
    </h3>
  );
}

/**
 * The grid views: a header (icon and label), cells of at least `gridCellWidth` (`gridCellWidthMobile` on phones), each at most
 * `gridCellMaxHeight` high, with the template of its record; pages under it and a "more" link when asked.
 */
export function GridList({ id, settings }: WidgetProps<GridListSettings>) {
  const { t } = useTranslation('data');
  const navigation = useNavigation();
  const more = settings.showMoreLink && settings.moreLink.trim() ? linkHref(navigation.basePath, settings.moreLink.trim()) : undefined;
  return (
    <div>
      <GridHeader settings={settings} />
      {settings.contextProperty.trim() ? <ContextGrid id={id} settings={settings} /> : <StoreGrid id={id} settings={settings} />}
      {more ? <a data-testid="more-link" href={more} style={{ display: 'inline-block', marginTop: 8 }}>{t('grid.more')}</a> : null}
    </div>
  );
}
