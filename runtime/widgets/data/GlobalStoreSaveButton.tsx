import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { META_FIELDS } from '../../../model/api/schemas/common';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/GlobalStoreSaveButton';
import { ConfigureNotice } from '../../hooks/notices';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { useEmit, useSetContextValue } from '../../sockets/hooks';
import { useSocketEngine } from '../../sockets/context';
import { dataStoreName, useStoreWrites } from '../../stores';
import { MailingMessage } from '../optin/MailingMessage';
import { buttonStyle } from '../theme';
import { writeErrors } from './writeErrors';

export type GlobalStoreSaveButtonSettings = SettingsOf<typeof spec.schema>;

type State = { kind: 'idle' } | { kind: 'saved' } | { kind: 'failed'; message: string };

/** The fields a record write takes: the server's own (id, timestamps, version) are never sent back. */
function recordBody(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([name]) => !(META_FIELDS as readonly string[]).includes(name)));
}

/**
 * Saves what the page keeps under `globalsKey` as a record of the data type: an update when the value already has
 * an id, a create otherwise. The saved record (with its id) replaces the value, so the next click updates it. In
 * the editor a click saves nothing.
 */
function GlobalStoreSaveButton({ id, settings }: WidgetProps<GlobalStoreSaveButtonSettings>) {
  const { t } = useTranslation(['optin', 'common']);
  const editing = useRenderMode() === 'edit';
  const engine = useSocketEngine();
  const setContext = useSetContextValue();
  const emit = useEmit<'saved'>(id);
  const key = settings.globalsKey.trim();
  const path = settings.dataType.trim();
  const writes = useStoreWrites(path ? dataStoreName(path) : null);
  const [state, setState] = useState<State>({ kind: 'idle' });
  if (!key || !path) return <ConfigureNotice details={t('optin:globalSave.configure')} />;

  const save = async () => {
    if (editing || writes.busy) return;
    const value = engine.getContext(key);
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      setState({ kind: 'failed', message: t('optin:globalSave.noValue', { key }) });
      return;
    }
    const record = value as Record<string, unknown>;
    try {
      const saved = typeof record.id === 'string' && record.id
        ? await writes.update(record.id, recordBody(record))
        : await writes.create(recordBody(record));
      setContext(key, saved);
      setState({ kind: 'saved' });
      emit('saved', saved);
    } catch (error) {
      const { fields, general } = writeErrors(error, t('optin:globalSave.failed'));
      const first = Object.entries(fields)[0];
      setState({ kind: 'failed', message: first ? `${first[0]}: ${first[1]}` : general ?? t('optin:globalSave.failed') });
    }
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, alignItems: settings.btnBlock ? 'stretch' : 'flex-start' }}>
      <button
        type="button" disabled={writes.busy} aria-busy={writes.busy} onClick={() => void save()}
        style={{ ...buttonStyle('solid', 'primary', 'md', writes.busy), width: settings.btnBlock ? '100%' : undefined }}
      >
        {settings.btnText.trim() || t('optin:globalSave.label')}
      </button>
      {state.kind === 'saved' ? <MailingMessage tone="success" onClose={() => setState({ kind: 'idle' })}>{t('optin:globalSave.saved')}</MailingMessage> : null}
      {state.kind === 'failed' ? (
        <MailingMessage tone="error" title={t('common:notifications.error.title')} onClose={() => setState({ kind: 'idle' })}>{state.message}</MailingMessage>
      ) : null}
    </div>
  );
}

export const GlobalStoreSaveButtonWidget = widgetFromSpec(spec, GlobalStoreSaveButton);
