import type { Plugin } from 'vite';

export function stripSchemaTexts(code: string, file?: string): string;
export function schemaTexts(options: { split: boolean }): Plugin;
