import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/ConfigurationEditor';
import { useCurrentUser } from '../../auth';
import { ErrorState } from '../../hooks/notices';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { useEmit } from '../../sockets/hooks';
import { errorText, LoadingState } from '../../stores';
import { buttonStyle } from '../theme';
import { configurationOf, rowErrors, rowsOf, type ConfigurationRow } from './configurationRows';
import { LoginRequired } from './LoginRequired';
import { ApiRequestError } from '../../api/http';
import { loadCustomerRecord, loadUserRecord } from './saveConfiguration';
import { useIdOf } from './userData';

export type ConfigurationEditorSettings = SettingsOf<typeof spec.schema>;

const cell = { padding: '6px 8px', border: '1px solid #cbd5e0', borderRadius: 4, font: 'inherit', minWidth: 0 } as const;

/**
 * A user's or a customer's configuration as key/value rows (workingHoursPerWeek of resource planning among them).
 * `target` user: the user of the `userId` input or setting, else the signed-in user. `target` customer: the contact
 * of the `customerId` input or setting, else the signed-in user's own customer record. Rows are added, changed and
 * removed; saving stores the updated configuration (with the version it was loaded at), reloads it and says
 * 'Konfiguration gespeichert'.
 */
function ConfigurationEditor({ id, settings }: WidgetProps<ConfigurationEditorSettings>) {
  const { t } = useTranslation('users');
  const me = useCurrentUser();
  const mode = useRenderMode();
  const emit = useEmit<'saved'>(id);
  const client = useQueryClient();
  const customer = settings.target === 'customer';
  const ownerId = useIdOf(id, customer ? 'customerId' : 'userId', (customer ? settings.customerId : settings.userId) ?? '');
  const queryKey = ['users', 'configuration', customer ? 'customer' : 'user', ownerId || 'me', me?.id ?? null];
  const record = useQuery({
    queryKey,
    queryFn: () => (customer ? loadCustomerRecord(ownerId) : loadUserRecord(ownerId, me?.id)),
    enabled: !!me,
    retry: false,
  });
  const [draft, setDraft] = useState<{ ownerId: string; version: number; rows: ConfigurationRow[] } | null>(null);
  const [state, setState] = useState<{ kind: 'idle' | 'saving' | 'saved' } | { kind: 'failed'; error: unknown }>({ kind: 'idle' });

  if (!me) return <LoginRequired />;
  if (record.isError) {
    const noProfile = customer && !ownerId && record.error instanceof ApiRequestError && record.error.status === 404;
    if (noProfile) return <span data-testid="configuration-no-customer" style={{ color: '#4a5568' }}>{t('configuration.noCustomerRecord')}</span>;
    return <ErrorState message={t('configuration.loadFailed')} details={errorText(record.error)} />;
  }
  if (!record.data) return <LoadingState />;
  const loaded = record.data;
  // What is typed belongs to the record and version it was typed for; a reloaded record starts from its stored rows.
  const rows = draft && draft.ownerId === loaded.id && draft.version === loaded.version ? draft.rows : rowsOf(loaded.configuration);
  const errors = rowErrors(rows);
  const edit = (next: ConfigurationRow[]) => {
    setDraft({ ownerId: loaded.id, version: loaded.version, rows: next });
    setState({ kind: 'idle' });
  };
  const setRow = (index: number, change: Partial<ConfigurationRow>) => edit(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (mode === 'edit' || errors.size > 0) return;
    setState({ kind: 'saving' });
    try {
      const saved = await loaded.save(configurationOf(rows));
      setDraft(null);
      await client.invalidateQueries({ queryKey: ['users', 'configuration'] });
      await client.invalidateQueries({ queryKey: customer ? ['store', 'contacts'] : ['planning'] });
      setState({ kind: 'saved' });
      emit('saved', saved);
    } catch (error) {
      setState({ kind: 'failed', error });
    }
  }

  const busy = state.kind === 'saving';
  return (
    <form data-testid="configuration-editor" onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <strong>{t(customer ? 'configuration.ofCustomer' : 'configuration.of', { name: loaded.name })}</strong>
      {rows.length === 0 ? <span data-testid="configuration-empty" style={{ color: '#4a5568' }}>{t('configuration.empty')}</span> : null}
      {rows.map((row, index) => (
        <div key={index} data-testid="configuration-row" style={{ display: 'grid', gridTemplateColumns: '1fr 1fr auto', gap: 8, alignItems: 'start' }}>
          <label style={{ display: 'flex', flexDirection: 'column', fontSize: 13 }}>
            {t('configuration.key')}
            <input name={`key-${index}`} value={row.key} aria-invalid={errors.has(index) || undefined} onChange={(e) => setRow(index, { key: e.target.value })}
              style={{ ...cell, borderColor: errors.has(index) ? '#e53e3e' : '#cbd5e0' }} />
            {errors.has(index) ? <span role="alert" style={{ color: '#c53030' }}>{t(errors.get(index)!)}</span> : null}
          </label>
          <label style={{ display: 'flex', flexDirection: 'column', fontSize: 13 }}>
            {t('configuration.value')}
            <input name={`value-${index}`} value={row.text} onChange={(e) => setRow(index, { text: e.target.value })} style={cell} />
          </label>
          <button type="button" data-testid="configuration-remove" aria-label={t('configuration.remove')} onClick={() => edit(rows.filter((_, i) => i !== index))}
            style={{ ...buttonStyle('ghost', 'secondary', 'sm'), marginTop: 18 }}>×</button>
        </div>
      ))}
      <div style={{ display: 'flex', gap: 8 }}>
        <button type="button" data-testid="configuration-add" onClick={() => edit([...rows, { key: '', text: '' }])} style={buttonStyle('outline', 'primary', 'sm')}>{t('configuration.add')}</button>
        <button type="submit" data-testid="configuration-save" disabled={busy || errors.size > 0} style={buttonStyle('solid', 'primary', 'sm', busy || errors.size > 0)}>{t('configuration.save')}</button>
      </div>
      {state.kind === 'saved' ? <span role="status" data-testid="configuration-saved" style={{ color: '#276749' }}>{t('configuration.saved')}</span> : null}
      {state.kind === 'failed' ? <span role="alert" data-testid="configuration-error" style={{ color: '#c53030' }}>{t('configuration.saveFailed')} {errorText(state.error)}</span> : null}
    </form>
  );
}

export const ConfigurationEditorWidget = widgetFromSpec(spec, ConfigurationEditor);
