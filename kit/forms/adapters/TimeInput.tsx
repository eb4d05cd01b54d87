import type { WidgetProps } from '@rjsf/utils';
import { TimeInput as Input } from '../../../runtime/inputs/TimeInput';
import { inputPropsOf } from './inputProps';
import { schemaOption } from './schemaOption';

/** `format: hhmm`. */
export function TimeInput(props: WidgetProps) {
  return <Input {...inputPropsOf<string>(props)} defaultsToNow={schemaOption<boolean>(props, 'defaultsToNow') === true} />;
}
