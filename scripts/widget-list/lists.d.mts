export const specDir: string;
export const widgetDir: string;
export const WIDGET_SPECS_ID: 'virtual:widget-specs';
export const BUILTIN_WIDGETS_ID: 'virtual:builtin-widgets';
export function specTypes(): string[];
export function componentFile(type: string): string;
export function componentTypes(): string[];
export function widgetListModule(id: string, specifierOf: (file: string) => string, options?: { splitComponents?: boolean }): string | undefined;
