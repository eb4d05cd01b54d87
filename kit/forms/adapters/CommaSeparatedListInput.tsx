/** `format: comma-separated`. Length limits of the schema are not supported, which is logged once per field. */
import { useEffect } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { CommaSeparatedListInput as Input } from '../../../runtime/inputs/CommaSeparatedListInput';
import { inputPropsOf } from './inputProps';

const LIMITS = ['minItems', 'maxItems', 'minLength', 'maxLength'] as const;

export function CommaSeparatedListInput(props: WidgetProps) {
  const { id, schema } = props;
  const limited = LIMITS.filter((limit) => limit in schema);
  useEffect(() => {
    if (limited.length > 0) console.error(`CommaSeparatedListInput ${id}: schema ${limited.join(', ')} is not supported`);
  }, [id, limited.length]); // eslint-disable-line react-hooks/exhaustive-deps -- once per field and set of limits
  return <Input {...inputPropsOf<string[]>(props)} />;
}
