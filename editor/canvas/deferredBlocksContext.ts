/** The waiting blocks of the page the canvas shows (deferredBlocks.ts); none outside a canvas. */
import { createContext } from 'react';
import { DeferredBlocks } from '../services/deferredBlocks';

export const DeferredBlocksContext = createContext<DeferredBlocks>(new DeferredBlocks([]));
