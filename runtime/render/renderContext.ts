import { createContext, useContext } from 'react';
import type { WidgetRegistry } from '../registry/registry';
import type { NodeSource } from './nodeSource';
import type { RenderExtensions } from './extensions';
import type { SocketEngine } from '../sockets/engine';
import type { ContextWatches } from './contextWatches';
import type { ErrorContext } from '../errors/globalErrorHandler';

/** What every rendered widget needs from its page: where nodes come from, the registry, where errors go. */
export interface RenderContextValue {
  source: NodeSource;
  registry: WidgetRegistry;
  /** `context.widgetType`: the type of the widget whose boundary caught it (for crash reports). */
  reportError(error: unknown, context?: ErrorContext): void;
  /** The edit-mode extension points (useRenderMode, useRenderExtensions). */
  extensions: RenderExtensions;
  /** The socket engine the widgets below see (useSocketEngine; an array container's copy provides its own). */
  engine: SocketEngine;
  /** The context variables each widget's templates read (see ContextWatches). */
  watches: ContextWatches;
}

export const RenderContext = createContext<RenderContextValue | null>(null);

export function useRenderContext(): RenderContextValue {
  const value = useContext(RenderContext);
  if (!value) throw new Error('Widgets must be rendered inside <Render>');
  return value;
}
