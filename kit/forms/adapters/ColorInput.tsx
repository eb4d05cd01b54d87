import type { WidgetProps } from '@rjsf/utils';
import { ColorInput as Input } from '../../../runtime/inputs/ColorInput';
import { inputPropsOf } from './inputProps';
import { schemaOption } from './schemaOption';

/** `format: color`; `hashless` for colours stored without '#'. */
export function ColorInput(props: WidgetProps) {
  return <Input {...inputPropsOf<string>(props)} hashless={schemaOption<boolean>(props, 'hashless') === true} />;
}
