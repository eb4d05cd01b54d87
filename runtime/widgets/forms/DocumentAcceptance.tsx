import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/DocumentAcceptance';
import { DocumentAcceptance as Input } from '../../inputs/DocumentAcceptance';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useInputField } from './useInputField';

export type DocumentAcceptanceSettings = SettingsOf<typeof spec.schema>;

const MUST_ACCEPT = { required: 'validations.mustAccept', const: 'validations.mustAccept' };

/** Always required: the form is valid only with the document accepted. */
function DocumentAcceptance({ id, settings }: WidgetProps<DocumentAcceptanceSettings>) {
  const field = useInputField<boolean>(id, 'DocumentAcceptance', { ...settings, required: true }, { schema: { const: true }, messages: MUST_ACCEPT });
  return <Input {...field} fileUrl={settings.fileUrl} />;
}

export const DocumentAcceptanceWidget = widgetFromSpec(spec, DocumentAcceptance);
