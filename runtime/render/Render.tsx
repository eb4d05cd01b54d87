import { useMemo, useState, type ReactNode } from 'react';
import type { WidgetRegistry } from '../registry/registry';
import type { SocketEngine } from '../sockets/engine';
import { reportGlobalError, type ErrorContext } from '../errors/globalErrorHandler';
import type { NodeSource } from './nodeSource';
import { RenderContext, type RenderContextValue } from './renderContext';
import { VIEW_MODE, type RenderExtensions } from './extensions';
import { WidgetView } from './WidgetView';
import { ContextWatches } from './contextWatches';

export interface RenderProps {
  source: NodeSource;
  registry: WidgetRegistry;
  /** The page's socket engine (one per rendered page). */
  engine: SocketEngine;
  /** Edit-mode hooks of the editor; view mode when absent. */
  extensions?: RenderExtensions;
  /** Where widget errors go; default the global error handler. */
  onError?: (error: unknown, context?: ErrorContext) => void;
  /** Rendered when the source has no root node. */
  fallback?: ReactNode;
}

const sourceKeys = new WeakMap<NodeSource, string>();
let nextSourceKey = 0;
function sourceKey(source: NodeSource): string {
  let key = sourceKeys.get(source);
  if (key === undefined) sourceKeys.set(source, (key = `source-${nextSourceKey++}`));
  return key;
}

/**
 * The one renderer for view and edit mode (like Puck's <Render>): needs no editor, reads nodes through a
 * NodeSource and takes edit behaviour only through RenderExtensions.
 */
export function Render({ source, registry, engine, extensions = VIEW_MODE, onError = reportGlobalError, fallback = null }: RenderProps) {
  const [watches] = useState(() => new ContextWatches());
  const context = useMemo<RenderContextValue>(
    () => ({ source, registry, reportError: onError, extensions, engine, watches }),
    [source, registry, onError, extensions, engine, watches],
  );
  return (
    <RenderContext.Provider value={context}>
      {/* keyed by source: widget views read their source once, so a new source mounts a new tree */}
      {!source.getNode(source.rootId) ? fallback : <WidgetView key={sourceKey(source)} id={source.rootId} />}
    </RenderContext.Provider>
  );
}
