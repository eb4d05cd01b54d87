// Type of the module made by scripts/schema-texts/vite.mjs.

declare module 'virtual:widget-schema-texts' {
  /** Every widget spec as written, with the titles and descriptions of its schema. */
  export const wholeSpecs: readonly import('../../widget-schemas/spec').WidgetSpec[];
}
