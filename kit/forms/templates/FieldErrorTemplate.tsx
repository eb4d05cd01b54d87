/**
 * A field's validation messages (`<id>__error`), styled like Chakra's Fieldset error text. The theme's own template
 * draws them through the Fieldset's context, which FieldTemplate no longer puts around a field.
 */
import { Text } from '@chakra-ui/react';
import { errorId, type FieldErrorProps } from '@rjsf/utils';

export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  if (errors.length === 0) return null;
  const id = errorId(fieldPathId);
  return errors.map((error, i) => (
    <Text as="span" key={i} id={id} aria-live="polite" display="inline-flex" alignItems="center" gap="2" color="fg.error" fontWeight="medium" textStyle="sm" marginTop="0">
      {error}
    </Text>
  ));
}
