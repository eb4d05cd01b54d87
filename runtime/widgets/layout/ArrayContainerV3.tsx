import { memo, useCallback, useLayoutEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/ArrayContainerV3';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { RenderContext, useRenderContext } from '../../render/renderContext';
import type { NodeSource } from '../../render/nodeSource';
import { useSocketEngine } from '../../sockets/context';
import type { SocketEngine } from '../../sockets/engine';
import { ConfigureNotice } from '../../hooks/notices';
import { noticeStyles } from '../../hooks/styles';
import { createCopyEngine } from './copyEngine';
import { SlotFrame } from './SlotFrame';
import { useContextPath } from './useContextPath';

/** `gap` is in spacing units (GAP_UNIT_PX) or, kept from old documents, a CSS length such as '1rem'. */
export type ArrayContainerSettings = SettingsOf<typeof spec.schema>;

/**
 * One gap unit in pixels: the default gap 3 is 9px, and ArrayContainerV2's pixel gaps divided by 3
 * (widget-schemas/ArrayContainerV2.ts) keep their size.
 */
export const GAP_UNIT_PX = 3;

/** The item variable when contextOutputProperty is empty (old documents write `${item.title}` without it). */
export const DEFAULT_ITEM_NAME = 'item';

export function gapCss(gap: number | string): string {
  return typeof gap === 'number' ? `${gap * GAP_UNIT_PX}px` : gap;
}

/** Ids of the widgets in the `component` slot (the template), at any depth. */
function templateIds(source: NodeSource, containerId: string): Set<string> {
  const ids = new Set<string>();
  const pending = [...(source.getNode(containerId)?.slots.component ?? [])];
  while (pending.length) {
    const id = pending.pop()!;
    ids.add(id);
    for (const children of Object.values(source.getNode(id)?.slots ?? {})) pending.push(...children);
  }
  return ids;
}

interface CopyProps {
  parent: SocketEngine;
  itemName: string;
  item: unknown;
  isTemplateWidget(widgetId: string): boolean;
  /** The rendered template (the same child elements for every copy). */
  template: ReactNode;
  /** Changes exactly when the template's children change (their id list in the container node). */
  templateKey: unknown;
  index?: number;
}

/**
 * One copy of the template with its own socket engine (its item as context variable). Memoised on the item:
 * when one item of the list changes, only that copy's widgets that read the item re-render.
 */
const TemplateCopy = memo(
  function TemplateCopy({ parent, itemName, item, isTemplateWidget, template, index }: CopyProps) {
    const [engine] = useState(() => createCopyEngine({ parent, itemName, item, isTemplateWidget }));
    useLayoutEffect(() => engine.setItem(item), [engine, item]);
    // the template's widgets (their views and hooks) see the copy's engine through the render context
    const page = useRenderContext();
    const render = useMemo(() => ({ ...page, engine }), [page, engine]);
    return (
      <div data-array-index={index}>
        <RenderContext.Provider value={render}>{template}</RenderContext.Provider>
      </div>
    );
  },
  (a, b) =>
    a.parent === b.parent &&
    a.itemName === b.itemName &&
    Object.is(a.item, b.item) &&
    a.isTemplateWidget === b.isTemplateWidget &&
    a.templateKey === b.templateKey &&
    a.index === b.index,
);

/**
 * Repeats its `component` template for every item of a context list, each copy seeing its item under
 * `contextOutputProperty`; `emptyTemplate` shows when the list is empty or missing. In edit mode the template is
 * shown once (with the first item) next to the empty-list template, so the builder edits both.
 */
export function ArrayContainer({ id, settings, renderSlot, hasChildren }: WidgetProps<ArrayContainerSettings>) {
  const { t } = useTranslation('layout');
  const mode = useRenderMode();
  const parent = useSocketEngine();
  const { source } = useRenderContext();
  const list = useContextPath<unknown>(settings.contextProperty);
  const isTemplateWidget = useCallback((widgetId: string) => templateIds(source, id).has(widgetId), [source, id]);
  const listName = settings.contextProperty?.trim();
  if (!listName) return <ConfigureNotice />;

  const all = Array.isArray(list) ? list : [];
  const items = settings.maxItems > 0 ? all.slice(0, settings.maxItems) : all;
  const itemName = settings.contextOutputProperty?.trim() || DEFAULT_ITEM_NAME;
  const style: CSSProperties = {
    display: 'flex',
    flexDirection: settings.flexLayout === 'col' ? 'column' : 'row',
    flexWrap: settings.wrap ? 'wrap' : 'nowrap',
    gap: gapCss(settings.gap),
  };
  const templateKey = source.getNode(id)?.slots.component;

  if (mode === 'edit') {
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <SlotFrame slot="component" label={`${t('widgets.ArrayContainerV3.ui.template')} · ${t('widgets.ArrayContainerV3.ui.itemCount', { count: items.length, list: listName })}`}>
          <TemplateCopy key={itemName} parent={parent} itemName={itemName} item={items[0]} isTemplateWidget={isTemplateWidget} template={renderSlot('component')} templateKey={{}} />
        </SlotFrame>
        <SlotFrame slot="emptyTemplate" label={t('widgets.ArrayContainerV3.ui.emptyTemplate')}>
          {renderSlot('emptyTemplate')}
        </SlotFrame>
      </div>
    );
  }
  if (!hasChildren('component')) {
    return (
      <div data-testid="configure-notice" style={noticeStyles.configure}>
        {t('widgets.ArrayContainerV3.ui.noTemplate')}
      </div>
    );
  }
  if (items.length === 0) return <div style={style}>{renderSlot('emptyTemplate')}</div>;
  const template = renderSlot('component');
  return (
    <div style={style}>
      {items.map((item, index) => (
        <TemplateCopy
          key={`${itemName}:${index}`}
          index={index}
          parent={parent}
          itemName={itemName}
          item={item}
          isTemplateWidget={isTemplateWidget}
          template={template}
          templateKey={templateKey}
        />
      ))}
    </div>
  );
}

export const ArrayContainerV3Widget = widgetFromSpec(spec, ArrayContainer);
