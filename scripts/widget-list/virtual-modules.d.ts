// Types of the virtual widget lists (scripts/widget-list/lists.mjs builds them from the folders; docs/widgets.md).

declare module 'virtual:widget-specs' {
  /** Every widget spec of widget-schemas/, sorted by type name. */
  export const widgetSpecs: readonly import('../../widget-schemas/spec').WidgetSpec[];
}

declare module 'virtual:builtin-widgets' {
  /** Every built-in widget: one component per widget-schemas/ spec (except schema-only ones), sorted by type name. */
  export const builtinWidgets: readonly import('../../runtime/registry/defineWidget').WidgetDefinition[];
}
