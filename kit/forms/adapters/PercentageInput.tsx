import type { WidgetProps } from '@rjsf/utils';
import { PercentageInput as Input } from '../../../runtime/inputs/PercentageInput';
import { inputPropsOf } from './inputProps';

/** `format: percentage` (a fraction). */
export function PercentageInput(props: WidgetProps) {
  return <Input {...inputPropsOf<number>(props)} />;
}
