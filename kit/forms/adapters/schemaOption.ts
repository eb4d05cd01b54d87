import type { WidgetProps } from '@rjsf/utils';

/**
 * A widget option from the schema's own keys (the product's form schema extensions, docs/widgets.md: monacoLanguage,
 * onlyDateInFuture, ...) or, second, from the uiSchema's ui:options.
 */
export function schemaOption<T>(props: Pick<WidgetProps, 'schema' | 'options'>, name: string): T | undefined {
  const fromSchema = (props.schema as Record<string, unknown>)[name];
  return (fromSchema !== undefined ? fromSchema : (props.options as Record<string, unknown>)[name]) as T | undefined;
}
