import { useEffect, useMemo } from 'react';
import type { ContentEntry } from '../../model/document/types';
import type { WidgetRegistry } from '../registry/registry';
import { Render } from '../render/Render';
import type { RenderExtensions } from '../render/extensions';
import { createStaticPageRuntime } from './createPageRuntime';

export interface ContentPageProps {
  entry: ContentEntry;
  registry: WidgetRegistry;
  /** Route parameters; they start as context variables of the page. */
  params: Readonly<Record<string, string>>;
  loggedIn: boolean;
  extensions?: RenderExtensions;
}

/** Socket connections of an entry: none for an entry that needs a login while nobody is logged in. */
export function connectionsFor(entry: ContentEntry, loggedIn: boolean) {
  return entry.authenticationRequired && !loggedIn ? [] : (entry.socketConnections ?? []);
}

/** One content entry rendered with its own node source and socket engine. */
export function ContentPage({ entry, registry, params, loggedIn, extensions }: ContentPageProps) {
  const page = useMemo(
    () => createStaticPageRuntime({ root: entry.widget, registry, connections: connectionsFor(entry, loggedIn), context: { ...params } }),
    [entry, registry, loggedIn, params],
  );
  useEffect(() => {
    if (page.engine.invalidConnections.length) {
      console.warn('Socket connections to sockets that do not exist were ignored:', page.engine.invalidConnections);
    }
  }, [page]);
  return <Render source={page.source} registry={registry} engine={page.engine} extensions={extensions} />;
}
