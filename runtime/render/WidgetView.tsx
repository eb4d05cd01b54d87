import { Fragment, memo, useCallback, useSyncExternalStore, type CSSProperties, type NamedExoticComponent, type ReactNode } from 'react';
import type { RenderSlotOptions, WidgetDefinition } from '../registry/defineWidget';
import { checkSettings, type SettingsCheck } from '../registry/settings';
import { ConfigureNotice, ErrorState, UnknownWidgetNotice } from '../hooks/notices';
import { useRenderContext } from './renderContext';
import { useRenderExtensions, type RenderExtensions } from './extensions';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';
import { WidgetContext } from './widgetContext';
import type { RenderNode } from './nodeSource';

type ViewComponent = NamedExoticComponent<WidgetViewProps>;

interface WidgetViewProps {
  id: string;
  /** Style of the element around the widget, set by the parent container (e.g. flex of children). */
  style?: CSSProperties;
}

/**
 * Renders one node: subscribes to that node only (so an edit re-renders just this widget), wraps it in the
 * element carrying data-widget-id / data-widget-type, isolates failures in an error boundary, shows a
 * placeholder for unknown types and a configure notice for invalid settings. Children render as their own
 * WidgetViews, memoised by id. Kept to few components and hooks per widget: this runs for every widget of a
 * page. A static source (view mode) is read without subscribing at all.
 */
// (the inner functions have other names than the constants: inside a named function expression its own name
// would mean the unmemoised function, and children must be the memoised component)
export const WidgetView: ViewComponent = memo(function LiveWidget({ id, style }: WidgetViewProps) {
  const { source } = useRenderContext();
  const subscribe = useCallback((listener: () => void) => source.subscribe(id, listener), [source, id]);
  const node = useSyncExternalStore(subscribe, () => source.getNode(id));
  return useWidgetElement(node, style, WidgetView);
});

/** The same for nodes of a static source: no subscription (they never change). */
export const StaticWidgetView: ViewComponent = memo(function StaticWidget({ id, style }: WidgetViewProps) {
  return useWidgetElement(useRenderContext().source.getNode(id), style, StaticWidgetView);
});

function useWidgetElement(node: RenderNode | undefined, style: CSSProperties | undefined, View: ViewComponent): ReactNode {
  const { registry, reportError } = useRenderContext();
  const extensions = useRenderExtensions();
  if (!node) return null;
  const definition = registry.get(node.type);
  let check: SettingsCheck | null = null;
  let failure: unknown = null;
  if (definition) {
    try {
      check = checkSettings(definition, node.settings);
    } catch (error) {
      failure = error; // a schema that cannot be used: shown like a widget that failed to render
    }
  }
  const element = (
    <div data-widget-id={node.id} data-widget-type={node.type} style={style}>
      <WidgetContext.Provider value={node.id}>
        <WidgetErrorBoundary resetKey={node} onError={reportError}>
          {body(node, definition, check, failure, extensions, View)}
        </WidgetErrorBoundary>
      </WidgetContext.Provider>
    </div>
  );
  return extensions.wrapWidget ? <>{extensions.wrapWidget(node, element)}</> : element;
}

function body(
  node: RenderNode,
  definition: WidgetDefinition | undefined,
  check: SettingsCheck | null,
  failure: unknown,
  extensions: RenderExtensions,
  View: ViewComponent,
): ReactNode {
  if (!definition) return <UnknownWidgetNotice type={node.type} />;
  if (failure || !check) return <ErrorState details={failure instanceof Error ? failure.message : String(failure)} />;
  if (!check.valid) return <ConfigureNotice details={check.errors.map((e) => `${e.path} ${e.message}`).join('; ')} />;
  const renderSlot = (name: string, options?: RenderSlotOptions): ReactNode => {
    const children = node.slots[name] ?? [];
    if (children.length === 0) return extensions.renderEmptySlot?.(node.id, name) ?? null;
    const rendered = children.map((childId) => <View key={childId} id={childId} style={options?.childStyle} />);
    const end = extensions.renderSlotEnd?.(node.id, name);
    return end ? [...rendered, <Fragment key="$slot-end">{end}</Fragment>] : rendered;
  };
  const hasChildren = (name: string) => (node.slots[name]?.length ?? 0) > 0;
  const Component = definition.component;
  return <Component id={node.id} type={node.type} settings={check.settings} renderSlot={renderSlot} hasChildren={hasChildren} />;
}
