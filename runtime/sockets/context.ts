import { useContext } from 'react';
import { RenderContext } from '../render/renderContext';
import type { SocketEngine } from './engine';

/**
 * The socket engine of the widgets being rendered: the page's, or an array container copy's. It travels in the
 * render context, the one place widget views and widget hooks both read it from.
 */
export function useSocketEngine(): SocketEngine {
  const engine = useContext(RenderContext)?.engine;
  if (!engine) throw new Error('No socket engine: render widgets inside <Render>');
  return engine;
}
