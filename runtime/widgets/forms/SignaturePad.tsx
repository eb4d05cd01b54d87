import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/SignaturePad';
import { SignaturePad as Input } from '../../inputs/SignaturePad';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useInputField } from './useInputField';

export type SignaturePadSettings = SettingsOf<typeof spec.schema>;

/** A signature as an image data URL. */
function SignaturePad({ id, settings }: WidgetProps<SignaturePadSettings>) {
  const field = useInputField<string>(id, 'SignaturePad', settings, { schema: { type: 'string', pattern: '^data:image/' } });
  return <Input {...field} />;
}

export const SignaturePadWidget = widgetFromSpec(spec, SignaturePad);
