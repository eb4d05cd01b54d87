import { useEffect } from 'react';

/**
 * A server-rendered page arrives with its root element `inert` (server/http/published-html.ts): readable, but no
 * click or keystroke can reach markup that has no behaviour yet. Placed in the hydrated tree, this lifts it once
 * React has taken the page over; it renders nothing, so the markup is the same as the server's.
 */
export function ReleaseServerPage({ container }: { container: HTMLElement }) {
  useEffect(() => {
    container.removeAttribute('inert');
  }, [container]);
  return null;
}
