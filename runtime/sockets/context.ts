import { createContext, useContext } from 'react';
import type { SocketEngine } from './engine';

/** The page's socket engine, provided by the renderer (one per rendered page). */
export const SocketEngineContext = createContext<SocketEngine | null>(null);

export function useSocketEngine(): SocketEngine {
  const engine = useContext(SocketEngineContext);
  if (!engine) throw new Error('No socket engine: render widgets inside <Render> (or a SocketEngineContext provider)');
  return engine;
}
