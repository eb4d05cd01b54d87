import type { WidgetProps } from '@rjsf/utils';

/**
 * A widget option from the schema's own keys (spec 001 form schema extensions: monacoLanguage, onlyDateInFuture,
 * ...) or, second, from the uiSchema's ui:options.
 */
export function schemaOption<T>(props: Pick<WidgetProps, 'schema' | 'options'>, name: string): T | undefined {
  const fromSchema = (props.schema as Record<string, unknown>)[name];
  return (fromSchema !== undefined ? fromSchema : (props.options as Record<string, unknown>)[name]) as T | undefined;
}
