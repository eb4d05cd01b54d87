import type { SocketConnection, WidgetNode } from '../document/types';
import type { WidgetRegistry } from '../registry/registry';
import { createSocketEngine, type SocketEngine } from '../sockets/engine';
import { createTreeNodeSource, type TreeNodeSource } from '../render/nodeSource';
import { createSocketDirectory } from '../render/socketDirectory';

export interface PageRuntime {
  source: TreeNodeSource;
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

/** The node source and socket engine of one rendered page (view mode). */
export function createPageRuntime({ root, registry, connections = [], context, onError }: PageRuntimeOptions): PageRuntime {
  const source = createTreeNodeSource(root);
  const engine = createSocketEngine({ connections, context, onError, directory: createSocketDirectory(source, registry) });
  return { source, engine };
}
