import type { SocketConnection, WidgetNode } from '../../model/document/types';
import type { WidgetRegistry } from '../registry/registry';
import { createSocketEngine, type SocketEngine } from '../sockets/engine';
import { createStaticNodeSource, createTreeNodeSource, type NodeSource, type TreeNodeSource } from '../render/nodeSource';
import { createSocketDirectory } from '../render/socketDirectory';

export interface PageRuntime<S extends NodeSource = TreeNodeSource> {
  source: S;
  engine: SocketEngine;
}

export interface PageRuntimeOptions {
  root: WidgetNode;
  registry: WidgetRegistry;
  connections?: readonly SocketConnection[];
  /** Initial context variables (route parameters, ...). */
  context?: Record<string, unknown>;
  onError?: (error: unknown) => void;
}

/** The node source and socket engine of one rendered page; the source can be updated (tests, live edits). */
export function createPageRuntime({ root, registry, connections = [], context, onError }: PageRuntimeOptions): PageRuntime {
  const source = createTreeNodeSource(root);
  const engine = createSocketEngine({ connections, context, onError, directory: createSocketDirectory(source, registry) });
  return { source, engine };
}

/**
 * The same for a published page: its nodes and connections never change, so widgets render without node
 * subscriptions and subscribe only to inputs a connection leads to.
 */
export function createStaticPageRuntime({ root, registry, connections = [], context, onError }: PageRuntimeOptions): PageRuntime<NodeSource> {
  const source = createStaticNodeSource(root);
  const engine = createSocketEngine({ connections, context, onError, directory: createSocketDirectory(source, registry), fixedConnections: true });
  return { source, engine };
}
