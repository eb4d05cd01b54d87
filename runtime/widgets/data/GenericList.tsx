import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/GenericList';
import { fillTemplate } from '../../hooks/template';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useEmit } from '../../sockets/hooks';
import { StoreState } from '../../stores';
import { useItemLinks } from './itemLink';
import { ListPager } from './ListPager';
import { useDataView } from './useDataView';

export type GenericListSettings = SettingsOf<typeof spec.schema>;
type Item = Record<string, unknown>;

const item: CSSProperties = { padding: '8px 4px', borderBottom: '1px solid #edf2f7' };

function GenericList({ id, settings }: WidgetProps<GenericListSettings>) {
  const { t } = useTranslation('data');
  const emit = useEmit<'itemClicked'>(id);
  const links = useItemLinks(settings.link);
  const view = useDataView<Item>(id, settings);
  return (
    <StoreState result={view.result} empty={t('empty')}>
      <ul data-testid="generic-list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {view.result.elements.map((record, index) => {
          const text = fillTemplate(settings.template, (name) => record[name]);
          const href = links.href(record);
          const open = () => {
            emit('itemClicked', record);
            links.open(record);
          };
          return (
            <li key={typeof record.id === 'string' ? record.id : index} data-testid="list-item" style={{ ...item, cursor: href ? 'pointer' : undefined }} onClick={open}>
              {href ? <a href={href} onClick={(event) => event.preventDefault()} style={{ color: 'inherit' }}>{text}</a> : text}
            </li>
          );
        })}
      </ul>
      <ListPager view={view} />
    </StoreState>
  );
}

export const GenericListWidget = widgetFromSpec(spec, GenericList);
