import type { WidgetProps } from '@rjsf/utils';
import { IntegerInput as Input } from '../../../runtime/inputs/IntegerInput';
import { inputPropsOf } from './inputProps';

/** Every integer field: the schema's minimum and maximum bound the input. */
export function IntegerInput(props: WidgetProps) {
  const { minimum, maximum } = props.schema;
  return <Input {...inputPropsOf<number>(props)} min={typeof minimum === 'number' ? minimum : undefined} max={typeof maximum === 'number' ? maximum : undefined} />;
}
