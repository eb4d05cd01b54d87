import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/DataProducer';
import { ConfigureNotice } from '../../hooks/notices';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useSocketEngine } from '../../sockets/context';
import { useEmit, useSocketEvent } from '../../sockets/hooks';
import { dataStoreName, useStoreWrites } from '../../stores';
import { buttonStyle } from '../theme';
import { writeErrors, type WriteErrors } from './writeErrors';

export type DataProducerSettings = SettingsOf<typeof spec.schema>;

const errorStyle: CSSProperties = { color: '#c53030', fontSize: 13, margin: '6px 0 0', paddingLeft: 18 };

/** The record to write: the fixed values, overlaid by the object on the `data` input. */
export function producedRecord(values: unknown, data: unknown): Record<string, unknown> {
  const base = values && typeof values === 'object' && !Array.isArray(values) ? values : {};
  const extra = data && typeof data === 'object' && !Array.isArray(data) ? data : {};
  return { ...base, ...extra };
}

function DataProducer({ id, settings }: WidgetProps<DataProducerSettings>) {
  const { t } = useTranslation('data');
  const emit = useEmit<'created'>(id);
  const path = settings.dataType.trim();
  const writes = useStoreWrites(path ? dataStoreName(path) : null);
  const engine = useSocketEngine();
  const [errors, setErrors] = useState<WriteErrors | null>(null);
  const [saved, setSaved] = useState(false);

  async function produce() {
    if (!path || writes.busy) return;
    setSaved(false);
    try {
      // The data input as it is now (a produce event may arrive together with new data).
      const created = await writes.create(producedRecord(settings.values, engine.getInput(id, 'data')));
      setErrors(null);
      setSaved(true);
      emit('created', created);
    } catch (error) {
      // The values and the input stay as they are: the next try sends the same record again.
      setErrors(writeErrors(error, t('form.failed')));
    }
  }
  useSocketEvent(id, 'produce', () => void produce());

  if (!path) return <ConfigureNotice />;
  const fieldErrors = Object.entries(errors?.fields ?? {});
  return (
    <div data-testid="data-producer">
      {settings.showButton ? (
        <button type="button" data-testid="produce" disabled={writes.busy} style={buttonStyle('solid', 'primary', 'md')} onClick={() => void produce()}>
          {errors ? t('producer.retry') : settings.buttonText || t('producer.produce')}
        </button>
      ) : null}
      {saved ? <div role="status" data-testid="form-saved" style={{ color: '#276749', fontSize: 14, marginTop: 6 }}>{t('form.saved')}</div> : null}
      {errors ? (
        <div role="alert" data-testid="form-error">
          {errors.general ?? t('form.failed')}
          {fieldErrors.length > 0 ? (
            <ul style={errorStyle}>
              {fieldErrors.map(([field, message]) => <li key={field} data-testid="field-error" data-field={field}>{`${field}: ${message}`}</li>)}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

export const DataProducerWidget = widgetFromSpec(spec, DataProducer);
