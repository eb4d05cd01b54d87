import type { WidgetProps } from '@rjsf/utils';
import { ColorInput as Input } from '../../../runtime/inputs/ColorInput';
import { inputPropsOf } from './inputProps';
import { schemaOption } from './schemaOption';

/** `format: color`; `hashless` for colours stored without '#'; an unset colour's swatch shows the default. */
export function ColorInput(props: WidgetProps) {
  return <Input {...inputPropsOf<string>(props)} hashless={schemaOption<boolean>(props, 'hashless') === true} fallback={typeof props.schema.default === 'string' ? props.schema.default : undefined} />;
}
