import type { Alias } from 'vite';

export const chakraThemeFiles: Alias;
