import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/StickyContainer';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { SlotFrame } from './SlotFrame';

export type StickyContainerSettings = SettingsOf<typeof spec.schema>;

type Region = 'top' | 'content' | 'bottom';

/**
 * A frame (height 100vh): a top and a bottom bar that stay in place (80px each) around content that scrolls between
 * them. An empty bar takes no room in view mode; in edit mode every region is shown, labelled.
 */
function StickyContainer({ settings, renderSlot, hasChildren }: WidgetProps<StickyContainerSettings>) {
  const { t } = useTranslation('layout');
  const editing = useRenderMode() === 'edit';
  const regionStyle: Record<Region, CSSProperties> = {
    top: { flex: 'none', height: settings.topHeight, background: settings.topBackgroundColor, overflow: 'hidden' },
    content: { flex: '1 1 auto', minHeight: 0, overflowY: 'auto', background: settings.contentBackgroundColor },
    bottom: { flex: 'none', height: settings.bottomHeight, background: settings.bottomBackgroundColor, overflow: 'hidden' },
  };
  const region = (name: Region) => {
    if (!editing && name !== 'content' && !hasChildren(name)) return null;
    const children = renderSlot(name);
    return (
      <div key={name} data-region={name} style={{ ...regionStyle[name], boxSizing: 'border-box' }}>
        {editing ? (
          <SlotFrame slot={name} label={t(`widgets.StickyContainer.ui.${name}`)} style={{ height: '100%' }}>
            {children}
          </SlotFrame>
        ) : (
          children
        )}
      </div>
    );
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: settings.height, boxSizing: 'border-box' }}>
      {region('top')}
      {region('content')}
      {region('bottom')}
    </div>
  );
}

export const StickyContainerWidget = widgetFromSpec(spec, StickyContainer);
