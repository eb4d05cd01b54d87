import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/AppContainer';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { SlotFrame } from './SlotFrame';

export type AppContainerSettings = SettingsOf<typeof spec.schema>;

type Region = 'header' | 'content' | 'footer';

/**
 * The frame of an app screen (header 64px, footer 64px, content padding 12px): header on top, footer at the bottom,
 * the content scrolling between them. An empty header or footer takes no room in view mode.
 */
function AppContainer({ settings, renderSlot, hasChildren }: WidgetProps<AppContainerSettings>) {
  const { t } = useTranslation('layout');
  const editing = useRenderMode() === 'edit';
  const regionStyle: Record<Region, CSSProperties> = {
    header: { flex: 'none', height: settings.headerHeight, background: settings.headerBackgroundColor || undefined, display: 'flex', alignItems: 'center' },
    content: { flex: '1 1 auto', minHeight: 0, overflowY: 'auto', padding: settings.padding },
    footer: { flex: 'none', height: settings.footerHeight, background: settings.footerBackgroundColor || undefined, display: 'flex', alignItems: 'center' },
  };
  const region = (name: Region) => {
    if (!editing && name !== 'content' && !hasChildren(name)) return null;
    const Tag = name === 'header' ? 'header' : name === 'footer' ? 'footer' : 'main';
    const children = renderSlot(name);
    return (
      <Tag key={name} data-region={name} style={{ ...regionStyle[name], boxSizing: 'border-box' }}>
        {editing ? (
          <SlotFrame slot={name} label={t(`widgets.AppContainer.ui.${name}`)} style={{ width: '100%', height: '100%' }}>
            {children}
          </SlotFrame>
        ) : (
          <div style={{ width: '100%' }}>{children}</div>
        )}
      </Tag>
    );
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: settings.height, boxSizing: 'border-box' }}>
      {region('header')}
      {region('content')}
      {region('footer')}
    </div>
  );
}

export const AppContainerWidget = widgetFromSpec(spec, AppContainer);
