import { Fragment, memo, useCallback, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import type { RenderSlotOptions } from '../registry/defineWidget';
import { checkSettings } from '../registry/settings';
import { WidgetIdContext } from '../sockets/context';
import { ConfigureNotice, UnknownWidgetNotice } from '../hooks/notices';
import { WidgetSettingsContext } from '../hooks/useWidgetSettings';
import { useRenderContext } from './renderContext';
import { useRenderExtensions } from './extensions';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';
import type { RenderNode } from './nodeSource';

interface WidgetViewProps {
  id: string;
  /** Style of the element around the widget, set by the parent container (e.g. flex of children). */
  style?: CSSProperties;
}

/**
 * Renders one node: subscribes to that node only (so an edit re-renders just this widget), wraps it in the
 * element carrying data-widget-id / data-widget-type, isolates failures in an error boundary, shows a
 * placeholder for unknown types and a configure notice for invalid settings. Children render as their own
 * WidgetViews, memoised by id.
 */
export const WidgetView = memo(function WidgetView({ id, style }: WidgetViewProps) {
  const { source, reportError } = useRenderContext();
  const extensions = useRenderExtensions();
  const subscribe = useCallback((listener: () => void) => source.subscribe(id, listener), [source, id]);
  const node = useSyncExternalStore(subscribe, () => source.getNode(id));
  if (!node) return null;
  const element = (
    <div data-widget-id={node.id} data-widget-type={node.type} style={style}>
      <WidgetIdContext.Provider value={node.id}>
        <WidgetErrorBoundary resetKey={node} onError={reportError}>
          <WidgetBody node={node} />
        </WidgetErrorBoundary>
      </WidgetIdContext.Provider>
    </div>
  );
  return extensions.wrapWidget ? <>{extensions.wrapWidget(node, element)}</> : element;
});

function WidgetBody({ node }: { node: RenderNode }) {
  const { registry } = useRenderContext();
  const extensions = useRenderExtensions();
  const definition = registry.get(node.type);
  if (!definition) return <UnknownWidgetNotice type={node.type} />;
  const check = checkSettings(definition, node.settings);
  if (!check.valid) {
    return <ConfigureNotice details={check.errors.map((e) => `${e.path} ${e.message}`).join('; ')} />;
  }
  const renderSlot = (name: string, options?: RenderSlotOptions): ReactNode => {
    const children = node.slots[name] ?? [];
    if (children.length === 0) return extensions.renderEmptySlot?.(node.id, name) ?? null;
    const rendered = children.map((childId) => <WidgetView key={childId} id={childId} style={options?.childStyle} />);
    const end = extensions.renderSlotEnd?.(node.id, name);
    return end ? [...rendered, <Fragment key="$slot-end">{end}</Fragment>] : rendered;
  };
  const hasChildren = (name: string) => (node.slots[name]?.length ?? 0) > 0;
  const Component = definition.component;
  return (
    <WidgetSettingsContext.Provider value={check}>
      <Component id={node.id} type={node.type} settings={check.settings} renderSlot={renderSlot} hasChildren={hasChildren} />
    </WidgetSettingsContext.Provider>
  );
}
