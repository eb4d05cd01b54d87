import type { WidgetProps } from '@rjsf/utils';
import { StoreSelect as Input } from '../../../runtime/inputs/StoreSelect';
import { inputPropsOf } from './inputProps';
import { schemaOption } from './schemaOption';

/** A text field whose schema names a `store`: one of that store's records by `storeDisplayProperty`, its id stored. */
export function StoreSelect(props: WidgetProps) {
  return (
    <Input
      {...inputPropsOf<string | string[]>(props)}
      store={schemaOption<string>(props, 'store') ?? ''}
      displayProperty={schemaOption<string>(props, 'storeDisplayProperty')}
    />
  );
}
