/**
 * How a schema picks one of the product's form widgets: by `ui:widget` name, by a `format`, or by a key of the schema
 * itself (the product's form schema extensions, docs/widgets.md: `monacoLanguage`). No React here, so the catalogue
 * and the server may read it.
 */
export const FORM_WIDGET_NAMES = [
  'CodeEditor',
  'PriceInput',
  'PercentageInput',
  'DateInput',
  'TimeInput',
  'IntegerInput',
  'CommaSeparatedListInput',
  'ColorInput',
  'StoreSelect',
  'SuggestInput',
] as const;
export type FormWidgetName = (typeof FORM_WIDGET_NAMES)[number];

/** Object values are rjsf fields, not widgets (`ui:field`). */
export const FORM_FIELD_NAMES = ['IconInput', 'CodeEditorField'] as const;
export type FormFieldName = (typeof FORM_FIELD_NAMES)[number];

/** `format` → widget. 'date' and 'date-time' only pick DateInput for number fields (epoch milliseconds). */
export const FORMAT_WIDGETS: Record<string, FormWidgetName> = {
  price: 'PriceInput',
  percentage: 'PercentageInput',
  hhmm: 'TimeInput',
  color: 'ColorInput',
  'comma-separated': 'CommaSeparatedListInput',
};

export const FORMAT_FIELDS: Record<string, FormFieldName> = {
  icon: 'IconInput',
};

/** Our own formats, so validators know them (their values are checked by the widgets). */
export const CUSTOM_FORMATS: Record<string, RegExp | true> = {
  price: true,
  percentage: true,
  hhmm: /^([01]\d|2[0-3]):[0-5]\d$/,
  color: true,
  'comma-separated': true,
  icon: true,
};
