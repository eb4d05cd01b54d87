/**
 * Validation messages: each error is looked up under `validations.<keyword>` of the forms namespace with the error's
 * parameters as replacement values ({{limit}}, {{missingProperty}}, ...); a keyword without a key keeps the
 * validator's own message.
 */
import type { RJSFValidationError } from '@rjsf/utils';
import { messageValues } from '../../runtime/inputs/validation';

export type MessageLookup = (key: string, values: Record<string, unknown>) => string | undefined;

export function translateErrors(errors: RJSFValidationError[], lookup: MessageLookup): RJSFValidationError[] {
  return errors.map((error) => {
    const values = messageValues((error.params ?? {}) as Record<string, unknown>);
    const message = error.name ? lookup(`validations.${error.name}`, values) : undefined;
    return message ? { ...error, message, stack: `${error.property ?? ''} ${message}`.trim() } : error;
  });
}

/** The rjsf field id an error belongs to: property '.images.0.url' → 'root_images_0_url'. */
export function errorFieldId(error: RJSFValidationError, idPrefix = 'root', separator = '_'): string {
  const path = (error.property ?? '').split('.').filter(Boolean);
  return [idPrefix, ...path].join(separator);
}

/**
 * Whether an error may show: its field (or a field inside it, or the object holding it) was changed or left
 * by the user. Before that a form shows no errors (spec: only when dirty or touched).
 */
export function isErrorVisible(error: RJSFValidationError, touched: ReadonlySet<string>, separator = '_'): boolean {
  const id = errorFieldId(error, 'root', separator);
  for (const field of touched) {
    if (field === id || id.startsWith(field + separator) || field.startsWith(id + separator)) return true;
  }
  return false;
}
