import { Component, Fragment, type CSSProperties, type ReactNode } from 'react';
import type { RenderSlotOptions } from '../registry/defineWidget';
import { checkSettings } from '../registry/settings';
import { ConfigureNotice, ErrorState, UnknownWidgetNotice } from '../hooks/notices';
import { RenderContext, type RenderContextValue } from './renderContext';
import type { RenderExtensions } from './extensions';
import type { RenderNode } from './nodeSource';

interface WidgetViewProps {
  id: string;
  /** Style of the element around the widget, set by the parent container (e.g. flex of children). */
  style?: CSSProperties;
}

interface WidgetViewState {
  node: RenderNode | undefined;
  /** What the widget threw while rendering; cleared when its node changes (an edit tries again). */
  error: unknown;
}

/**
 * Renders one node: wraps it in the element carrying data-widget-id / data-widget-type, isolates failures (it
 * is the widget's error boundary: a widget that throws shows an error box in its own place, the rest of the
 * page keeps working, the error goes to `reportError`), shows a placeholder for unknown types and a configure
 * notice for invalid settings. Children render as their own WidgetViews, keyed by id.
 *
 * One class component does the subscription, the memoisation (shouldComponentUpdate) and the error boundary:
 * this runs for every widget of a page, and each extra component layer per widget (memo wrapper, separate
 * boundary, hooks, a context provider for the widget's id: widgets get it as a prop) measurably slows the
 * first render of a large page. A live source (the editor's) is
 * subscribed per node, so an edit re-renders just that widget; a static source (view mode) is read once,
 * without subscribing. The source never changes under a mounted view: <Render> remounts its tree for a new one.
 */
export class WidgetView extends Component<WidgetViewProps, WidgetViewState> {
  static override contextType = RenderContext;
  declare context: RenderContextValue;
  private unsubscribe: (() => void) | null = null;

  constructor(props: WidgetViewProps, context: RenderContextValue) {
    super(props, context);
    this.state = { node: context.source.getNode(props.id), error: null };
  }

  static getDerivedStateFromError(error: unknown): Partial<WidgetViewState> {
    return { error: error ?? new Error('Unknown widget error') };
  }

  override componentDidCatch(error: unknown): void {
    this.context.reportError(error);
  }

  override componentDidMount(): void {
    this.subscribe();
  }

  override componentDidUpdate(previous: WidgetViewProps): void {
    if (previous.id === this.props.id) return;
    this.unsubscribe?.();
    this.subscribe();
  }

  override componentWillUnmount(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  override shouldComponentUpdate(next: WidgetViewProps, nextState: WidgetViewState): boolean {
    return nextState !== this.state || next.id !== this.props.id || next.style !== this.props.style;
  }

  private subscribe(): void {
    const { source } = this.context;
    if (source.static) return;
    this.unsubscribe = source.subscribe(this.props.id, this.refresh);
    this.refresh(); // a change between this view's render and its subscription
  }

  private readonly refresh = (): void => {
    const node = this.context.source.getNode(this.props.id);
    if (node !== this.state.node) this.setState({ node, error: null });
  };

  override render(): ReactNode {
    const { node, error } = this.state;
    if (!node) return null;
    const { extensions } = this.context;
    const element = (
      <div data-widget-id={node.id} data-widget-type={node.type} style={this.props.style}>
        {error ? <ErrorState details={error instanceof Error ? error.message : String(error)} /> : body(node, this.context)}
      </div>
    );
    return extensions.wrapWidget ? <>{extensions.wrapWidget(node, element)}</> : element;
  }
}

function body(node: RenderNode, { registry, extensions }: RenderContextValue): ReactNode {
  const definition = registry.get(node.type);
  if (!definition) return <UnknownWidgetNotice type={node.type} />;
  let check;
  try {
    check = checkSettings(definition, node.settings);
  } catch (failure) {
    // a schema that cannot be used: shown like a widget that failed to render
    return <ErrorState details={failure instanceof Error ? failure.message : String(failure)} />;
  }
  if (!check.valid) return <ConfigureNotice details={check.errors.map((e) => `${e.path} ${e.message}`).join('; ')} />;
  const Component = definition.component;
  return (
    <Component
      id={node.id}
      type={node.type}
      settings={check.settings}
      renderSlot={slotRenderer(node, extensions)}
      hasChildren={(name: string) => (node.slots[name]?.length ?? 0) > 0}
    />
  );
}

function slotRenderer(node: RenderNode, extensions: RenderExtensions) {
  return (name: string, options?: RenderSlotOptions): ReactNode => {
    const children = node.slots[name] ?? [];
    if (children.length === 0) return extensions.renderEmptySlot?.(node.id, name) ?? null;
    const rendered = children.map((childId) => <WidgetView key={childId} id={childId} style={options?.childStyle} />);
    const end = extensions.renderSlotEnd?.(node.id, name);
    return end ? [...rendered, <Fragment key="$slot-end">{end}</Fragment>] : rendered;
  };
}
