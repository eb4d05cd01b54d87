import type { Plugin } from 'vite';

export function splitBuilderTexts(bundle: Record<string, unknown>): { visitor: Record<string, unknown>; builder: Record<string, unknown> | null };
export function builderTexts(options: { split: boolean }): Plugin;
