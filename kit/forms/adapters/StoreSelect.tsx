import type { WidgetProps } from '@rjsf/utils';
import { StoreSelect as Input } from '../../../runtime/inputs/StoreSelect';
import { inputPropsOf } from './inputProps';
import { schemaOption } from './schemaOption';

/**
 * A field whose schema names a `store`: one of that store's records by `storeDisplayProperty`, its id stored; for an
 * array schema several records, the list of ids stored (rjsf hands an array with a ui:widget to that widget).
 */
export function StoreSelect(props: WidgetProps) {
  return (
    <Input
      {...inputPropsOf<string | string[]>(props)}
      store={schemaOption<string>(props, 'store') ?? ''}
      displayProperty={schemaOption<string>(props, 'storeDisplayProperty')}
      multiple={props.schema.type === 'array'}
    />
  );
}
