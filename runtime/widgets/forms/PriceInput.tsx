import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/PriceInput';
import { PriceInput as Input } from '../../inputs/PriceInput';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useInputField } from './useInputField';

export type PriceInputSettings = SettingsOf<typeof spec.schema>;

/** A price in cents: no negatives, at most `maximum` cents. */
function PriceInput({ id, settings }: WidgetProps<PriceInputSettings>) {
  const field = useInputField<number>(id, 'PriceInput', settings, { schema: { type: 'integer', minimum: 0, maximum: settings.maximum } });
  return <Input {...field} />;
}

export const PriceInputWidget = widgetFromSpec(spec, PriceInput);
