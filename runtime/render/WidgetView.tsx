import { Component, Fragment, type CSSProperties, type ReactNode } from 'react';
import type { RenderSlotOptions } from '../registry/defineWidget';
import type { SocketDeclaration } from '../../model/document/types';
import type { SocketEngine } from '../sockets/engine';
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
 * One class component per widget does all the per-widget bookkeeping: the node subscription, the memoisation
 * (shouldComponentUpdate), the error boundary and the socket subscriptions. This runs for every widget of a
 * page, and each extra layer per widget (memo wrapper, separate boundary, context provider, a subscription
 * hook with its effects in the widget) measurably slows the first render of a large page. So:
 * - a live source (the editor's) is subscribed per node, so an edit re-renders just that widget; a static
 *   source (view mode) is read once, without subscribing. The source never changes under a mounted view:
 *   <Render> remounts its tree for a new one;
 * - the view subscribes to the widget's declared input sockets and to the context variables its templates
 *   read (ContextWatches) and re-renders the widget when one of them changes; widgets read values directly
 *   (useSocketInput, useTemplate) without subscribing themselves.
 */
export class WidgetView extends Component<WidgetViewProps, WidgetViewState> {
  static override contextType = RenderContext;
  declare context: RenderContextValue;
  private unsubscribeNode: (() => void) | null = null;
  /** The socket subscriptions: what they cover (engine and names) and how to end them. */
  private sockets: { engine: SocketEngine; inputs: readonly SocketDeclaration[]; watched: number; off: (() => void)[] } | null = null;
  private socketListener: (() => void) | null = null;
  private unsubscribeDecoration: (() => void) | null = null;
  /** Whether the edit-mode decoration holds this widget's content back (decided once, at mount). */
  private readonly waited: boolean;
  /**
   * The widget's element inside the view's own, kept while what it is made of stays (node, error, delivered socket
   * values, render context): a render for the decoration alone (hover, selection) then leaves the widget alone.
   */
  private body: { node: RenderNode; error: unknown; inputs: number; context: RenderContextValue; element: ReactNode } | null = null;
  /** Counts socket and context deliveries: each makes the widget render again. */
  private inputs = 0;

  constructor(props: WidgetViewProps, context: RenderContextValue) {
    super(props, context);
    this.state = { node: context.source.getNode(props.id), error: null };
    this.waited = context.extensions.decoration?.waitsAtMount?.(props.id) ?? false;
  }

  static getDerivedStateFromError(error: unknown): Partial<WidgetViewState> {
    return { error: error ?? new Error('Unknown widget error') };
  }

  override componentDidCatch(error: unknown): void {
    this.context.reportError(error, { widgetType: this.state.node?.type });
  }

  override componentDidMount(): void {
    this.subscribeNode();
    this.subscribeSockets();
    this.subscribeDecoration();
    this.decorated();
  }

  override componentDidUpdate(previous: WidgetViewProps): void {
    if (previous.id !== this.props.id) {
      this.unsubscribeNode?.();
      this.subscribeNode();
      this.unsubscribeDecoration?.();
      this.subscribeDecoration();
    }
    this.subscribeSockets();
    this.decorated();
  }

  override componentWillUnmount(): void {
    this.unsubscribeNode?.();
    this.unsubscribeNode = null;
    this.unsubscribeDecoration?.();
    this.unsubscribeDecoration = null;
    this.sockets?.off.forEach((off) => off());
    this.sockets = null;
  }

  override shouldComponentUpdate(next: WidgetViewProps, nextState: WidgetViewState): boolean {
    return nextState !== this.state || next.id !== this.props.id || next.style !== this.props.style;
  }

  private subscribeNode(): void {
    const { source } = this.context;
    if (source.static) return;
    this.unsubscribeNode = source.subscribe(this.props.id, () => this.refresh());
    this.refresh(); // a change between this view's render and its subscription
  }

  private subscribeDecoration(): void {
    const decoration = this.context.extensions.decoration;
    if (decoration) this.unsubscribeDecoration = decoration.subscribe(this.props.id, () => this.forceUpdate());
  }

  private decorated(): void {
    const { node } = this.state;
    if (node) this.context.extensions.decoration?.rendered?.(node);
  }

  private refresh(): void {
    const node = this.context.source.getNode(this.props.id);
    if (node !== this.state.node) this.setState({ node, error: null });
  }

  /** (Re)subscribes when the engine, the widget's inputs or the watched context variables changed. */
  private subscribeSockets(): void {
    const { engine, registry, watches } = this.context;
    const id = this.props.id;
    const node = this.state.node;
    const inputs = deliverableInputs(engine, id, (node && registry.get(node.type)?.inputs) || NO_INPUTS);
    const watched = watches.of(id);
    const current = this.sockets;
    if (!current && inputs.length === 0 && !watched) return; // most widgets of a published page
    if (current && current.engine === engine && sameNames(current.inputs, inputs) && current.watched === (watched?.size ?? 0)) return;
    current?.off.forEach((off) => off());
    this.sockets = null;
    if (inputs.length === 0 && !watched) return;
    const listener = (this.socketListener ??= () => {
      this.inputs++;
      this.forceUpdate();
    });
    const off = inputs.map((input) => engine.subscribeInput(id, input.name, listener));
    for (const name of watched ?? []) off.push(engine.subscribeContext(name, listener));
    this.sockets = { engine, inputs, watched: watched?.size ?? 0, off };
  }

  override render(): ReactNode {
    const { node, error } = this.state;
    if (!node) return null;
    const { extensions } = this.context;
    const { decoration } = extensions;
    const content = this.content(node, error);
    const element = (
      <div {...decoration?.attributes(node)} data-widget-id={node.id} data-widget-type={node.type} style={this.props.style}>
        {this.waited && decoration?.waiting ? decoration.waiting(node.id, content) : content}
      </div>
    );
    return extensions.wrapWidget ? <>{extensions.wrapWidget(node, element)}</> : element;
  }

  private content(node: RenderNode, error: unknown): ReactNode {
    const kept = this.body;
    if (kept && kept.node === node && kept.error === error && kept.inputs === this.inputs && kept.context === this.context) return kept.element;
    const element = error ? <ErrorState details={error instanceof Error ? error.message : String(error)} /> : body(node, this.context);
    this.body = { node, error, inputs: this.inputs, context: this.context, element };
    return element;
  }
}

const NO_INPUTS: readonly SocketDeclaration[] = Object.freeze([]);

/** The declared inputs a value can reach (no new array in the common case of none). */
function deliverableInputs(engine: SocketEngine, id: string, declared: readonly SocketDeclaration[]): readonly SocketDeclaration[] {
  let result: SocketDeclaration[] | null = null;
  for (let i = 0; i < declared.length; i++) {
    if (engine.mayDeliverTo(id, declared[i].name)) (result ??= []).push(declared[i]);
  }
  return result ?? NO_INPUTS;
}

const sameNames = (a: readonly SocketDeclaration[], b: readonly SocketDeclaration[]) =>
  a.length === b.length && a.every((socket, i) => socket.name === b[i].name);

function body(node: RenderNode, { registry, extensions, source }: RenderContextValue): ReactNode {
  const definition = registry.get(node.type);
  if (!definition) return <UnknownWidgetNotice type={node.type} />;
  let check;
  try {
    check = checkSettings(definition, node.settings, !source.static || source.sharedSettings === true);
  } catch (failure) {
    if (failure instanceof Promise) throw failure; // the exact validation is loading: suspend (registry/settings.ts)
    // a schema that cannot be used: shown like a widget that failed to render
    return <ErrorState details={failure instanceof Error ? failure.message : String(failure)} />;
  }
  if (!check.valid) return <ConfigureNotice details={check.errors.map((e) => `${e.path} ${e.message}`).join('; ')} />;
  const Component = definition.component;
  // a leaf (most widgets) in view mode shares one pair of slot functions instead of two closures per widget
  const leaf = !extensions.renderEmptySlot && isEmpty(node.slots);
  return (
    <Component
      id={node.id}
      type={node.type}
      settings={check.settings}
      renderSlot={leaf ? renderNoSlot : slotRenderer(node, extensions)}
      hasChildren={leaf ? hasNoChildren : (name: string) => (node.slots[name]?.length ?? 0) > 0}
    />
  );
}

const renderNoSlot = (): ReactNode => null;
const hasNoChildren = (): boolean => false;

function isEmpty(slots: RenderNode['slots']): boolean {
  for (const name in slots) if (slots[name].length > 0) return false;
  return true;
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
