import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import schema from '../../../widget-schemas/StickyContainer.json';
import { defineWidget, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { SlotFrame } from './SlotFrame';

export interface StickyContainerSettings {
  height: string;
  topHeight: string;
  bottomHeight: string;
  topBackgroundColor: string;
  contentBackgroundColor: string;
  bottomBackgroundColor: string;
  [key: string]: unknown;
}

type Region = 'top' | 'content' | 'bottom';

/**
 * A frame of spec 001 (height 100vh): a top and a bottom bar that stay in place (80px each) around content that
 * scrolls between them. An empty bar takes no room in view mode; in edit mode every region is shown, labelled.
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

export const StickyContainerWidget = defineWidget<StickyContainerSettings>({
  type: 'StickyContainer',
  group: 'layout',
  categories: ['APPLICATION', 'CBO', 'DASHBOARD', 'CONTAINER'],
  schema,
  slots: ['top', 'content', 'bottom'],
  component: StickyContainer,
});
