import type { WidgetProps } from '@rjsf/utils';
import { DateInput as Input } from '../../../runtime/inputs/DateInput';
import { inputPropsOf } from './inputProps';
import { schemaOption } from './schemaOption';

/** Number fields with `format: date` / `date-time` (epoch ms), string fields as 'yyyy-MM-dd'; options from the schema. */
export function DateInput(props: WidgetProps) {
  return (
    <Input
      {...inputPropsOf<number | string>(props)}
      asText={props.schema.type === 'string'}
      withTime={props.schema.format === 'date-time'}
      fixedTime={schemaOption<string>(props, 'fixedTime')}
      defaultsToNow={schemaOption<boolean>(props, 'defaultsToNow') === true}
      onlyDateInFuture={schemaOption<boolean>(props, 'onlyDateInFuture')}
      onlyDateInPast={schemaOption<boolean>(props, 'onlyDateInPast')}
    />
  );
}
