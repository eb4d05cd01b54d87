import { createContext, useContext, useEffect } from 'react';

/**
 * Tells the page's host that the application's page is live: rendered by React, with its behaviour attached.
 * A server-rendered page stays `inert` until then (docs/publishing.md, "Readable at once, usable once hydrated").
 * The signal comes from inside the innermost Suspense boundary around the page: React hydrates each boundary in a
 * pass of its own after the root, so a signal from the root would come while the page is still bare markup.
 */
export const PageLiveContext = createContext<(() => void) | null>(null);

/** Rendered next to the page, inside its Suspense boundary; renders nothing. */
export function PageLive() {
  const onLive = useContext(PageLiveContext);
  useEffect(() => onLive?.(), [onLive]);
  return null;
}
