import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/PrintButton';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useTemplate } from '../../hooks/useTemplate';
import { useRenderMode } from '../../render/extensions';
import { buttonStyle } from '../theme';

export type PrintButtonSettings = SettingsOf<typeof spec.schema>;

/** Opens the browser's print dialog for the page ('Drucken' unless `text` says otherwise); not in edit mode. */
function PrintButton({ id, settings }: WidgetProps<PrintButtonSettings>) {
  const { t } = useTranslation('misc');
  const mode = useRenderMode();
  const text = useTemplate(id, settings.text);
  return (
    <button
      type="button"
      data-testid="print-button"
      style={buttonStyle(settings.variant, settings.colorScheme, settings.size)}
      onClick={() => {
        if (mode !== 'edit') globalThis.print();
      }}
    >
      {text || t('print.text')}
    </button>
  );
}

export const PrintButtonWidget = widgetFromSpec(spec, PrintButton);
