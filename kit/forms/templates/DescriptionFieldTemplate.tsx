/**
 * A field's or a group's help text: small and muted (in a grey that keeps a 4.5:1 contrast on white), under
 * the field it explains. Its id is the one rjsf's inputs name in `aria-describedby`.
 */
import { Text } from '@chakra-ui/react';
import { RichDescription } from '@rjsf/core';
import type { DescriptionFieldProps } from '@rjsf/utils';

export function DescriptionFieldTemplate({ description, id, registry, uiSchema }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <Text as="div" id={id} data-help="small" fontSize="xs" lineHeight="short" color="#4a5568" mt="1">
      <RichDescription description={description} registry={registry} uiSchema={uiSchema} />
    </Text>
  );
}
