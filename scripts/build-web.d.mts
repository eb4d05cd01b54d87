export const SSR_ENTRY_SOURCE: string;
export function ssrDirOf(outDir: string): string;
export function buildWebApp(outDir: string, options?: { logLevel?: 'info' | 'warn' | 'error' | 'silent' }): void;
