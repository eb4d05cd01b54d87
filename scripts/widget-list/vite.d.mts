import type { Plugin } from 'vite';

export function widgetLists(): Plugin;
