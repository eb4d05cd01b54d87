import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/PdfExporter';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useTemplate } from '../../hooks/useTemplate';
import { ErrorState } from '../../hooks/notices';
import { useRenderMode } from '../../render/extensions';
import { useEmit } from '../../sockets/hooks';
import { loadStoreRecords, storeDefinition, UnknownStore } from '../../stores';
import { formatDateTime } from '../../format';
import { saveFile } from '../../ui/saveFile';
import { cellText, fieldsOf, valueAt } from '../data/cellText';
import { buttonStyle } from '../theme';

export type PdfExporterSettings = SettingsOf<typeof spec.schema>;

/** A file name that is a plain name ending in .pdf ('export.pdf' when nothing usable is left). */
export function pdfFileName(name: string): string {
  const plain = Array.from(name, (char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? '' : char)).join('').trim();
  if (!plain) return 'export.pdf';
  return /\.pdf$/i.test(plain) ? plain : `${plain}.pdf`;
}

/**
 * 'Als PDF exportieren': reads up to `maxRecords` records of the store at the click, makes a PDF table of `fields`
 * (all fields of the records when none are set) and downloads it, or opens it in a new tab. pdf-lib is loaded
 * only then. A failure says so under the button; in edit mode the button does nothing.
 */
function PdfExporter({ id, settings }: WidgetProps<PdfExporterSettings>) {
  const { t, i18n } = useTranslation('offline');
  const mode = useRenderMode();
  const emit = useEmit<'exported'>(id);
  const title = useTemplate(id, settings.title);
  const text = useTemplate(id, settings.text);
  const fileName = pdfFileName(useTemplate(id, settings.fileName));
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const definition = storeDefinition(settings.store);
  if (!definition) return <UnknownStore name={settings.store} />;

  const exportPdf = async () => {
    setState('busy');
    // A tab opened only after the PDF is made counts as a popup; opened at the click it is the user's own.
    const tab = settings.action === 'open' ? globalThis.open('', '_blank') : null;
    try {
      const records = await loadStoreRecords(definition, settings.maxRecords);
      const fields = settings.fields.length > 0 ? settings.fields : fieldsOf(records);
      const words = { yes: t('pdf.yes'), no: t('pdf.no') };
      const { recordsPdf } = await import('./recordsPdf');
      const bytes = await recordsPdf({
        title: title || definition.name,
        subtitle: t('pdf.subtitle', { date: formatDateTime(Date.now(), i18n.language), count: records.length }),
        headers: fields,
        rows: records.map((record) => fields.map((field) => cellText(valueAt(record, field), field, words, i18n.language))),
        pageLabel: (page, pages) => t('pdf.page', { page, pages }),
        language: i18n.language,
      });
      const blob = new Blob([bytes as BlobPart], { type: 'application/pdf' });
      if (settings.action === 'open') {
        if (!tab) throw new Error('the browser did not open a tab');
        tab.location.href = URL.createObjectURL(blob);
      } else {
        saveFile(blob, fileName);
      }
      emit('exported', { fileName, records: records.length });
      setState('idle');
    } catch (error) {
      tab?.close();
      console.error('PdfExporter: the PDF could not be made', error);
      setState('failed');
    }
  };

  return (
    <div data-testid="pdf-exporter">
      <button
        type="button"
        disabled={state === 'busy'}
        aria-busy={state === 'busy'}
        style={buttonStyle(settings.variant, settings.colorScheme, settings.size, state === 'busy')}
        onClick={() => {
          if (mode !== 'edit') void exportPdf();
        }}
      >
        {state === 'busy' ? t('pdf.busy') : text || t('pdf.text')}
      </button>
      {state === 'failed' ? <ErrorState message={settings.action === 'open' ? t('pdf.showFailed') : t('pdf.createFailed')} /> : null}
    </div>
  );
}

export const PdfExporterWidget = widgetFromSpec(spec, PdfExporter);
