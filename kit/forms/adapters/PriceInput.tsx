import type { WidgetProps } from '@rjsf/utils';
import { PriceInput as Input } from '../../../runtime/inputs/PriceInput';
import { inputPropsOf } from './inputProps';

/** `format: price` (cents). */
export function PriceInput(props: WidgetProps) {
  return <Input {...inputPropsOf<number>(props)} />;
}
