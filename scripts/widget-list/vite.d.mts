import type { Plugin } from 'vite';

export function widgetLists(options?: { splitComponents?: boolean }): Plugin;
