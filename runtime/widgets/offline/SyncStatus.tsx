import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/SyncStatus';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { noticeStyles } from '../../hooks/styles';
import { useRenderMode } from '../../render/extensions';
import { formatDateTime } from '../../format';
import { buttonStyle } from '../theme';
import { lastSyncedAt, outboxEntries, removeOutboxEntry } from './offlineDb';
import { syncOutbox } from './outboxSync';
import { useOfflineValue, useOnline, useOutboxSync } from './useOffline';

export type SyncStatusSettings = SettingsOf<typeof spec.schema>;

/**
 * Online or offline, the changes waiting in the outbox, the last synchronisation, and each change the server
 * refused (409: changed meanwhile, or another refusal with the server's message), which the user may drop. The
 * outbox is sent when the widget appears online, when the connection returns and on "Jetzt synchronisieren"; in
 * edit mode nothing is sent.
 */
function SyncStatus({ settings }: WidgetProps<SyncStatusSettings>) {
  const { t, i18n } = useTranslation('offline');
  const mode = useRenderMode();
  const online = useOnline();
  const client = useQueryClient();
  const [syncing, setSyncing] = useState(false);
  useOutboxSync(online && mode !== 'edit');
  const entries = useOfflineValue(outboxEntries, []) ?? [];
  const last = useOfflineValue(lastSyncedAt, []);
  const pending = entries.filter((entry) => entry.state === 'pending').length;
  const refused = entries.filter((entry) => entry.state !== 'pending');

  const syncNow = async () => {
    setSyncing(true);
    const result = await syncOutbox();
    for (const store of result.stores) void client.invalidateQueries({ queryKey: ['store', store] });
    setSyncing(false);
  };

  return (
    <div data-testid="sync-status" style={{ display: 'grid', gap: 4, fontSize: 14 }}>
      <div role="status" data-testid="sync-status-line" style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <span aria-hidden style={{ width: 10, height: 10, borderRadius: '50%', background: online ? '#38a169' : '#a0aec0' }} />
        <strong data-testid="sync-status-online">{online ? t('status.online') : t('status.offline')}</strong>
        <span data-testid="sync-status-pending">{t('status.pending', { count: pending })}</span>
        {settings.showLastSync ? (
          <span data-testid="sync-status-last">{last ? t('status.lastSync', { date: formatDateTime(last, i18n.language) }) : t('status.neverSynced')}</span>
        ) : null}
      </div>
      {settings.showSyncButton ? (
        <div>
          <button type="button" disabled={!online || syncing || mode === 'edit'} style={buttonStyle('outline', 'primary', 'sm', !online || syncing)} onClick={() => void syncNow()}>
            {syncing ? t('status.syncing') : t('status.syncNow')}
          </button>
        </div>
      ) : null}
      {refused.map((entry) => (
        <div key={entry.seq} role="alert" data-testid="sync-status-refused" style={{ ...noticeStyles.error, display: 'flex', gap: 8, alignItems: 'center', justifyContent: 'space-between' }}>
          <span>{entry.state === 'conflict' ? t('status.conflict', { id: entry.id }) : t('status.failed', { id: entry.id, message: entry.message ?? '' })}</span>
          <button type="button" style={buttonStyle('outline', 'neutral', 'sm')} onClick={() => void removeOutboxEntry(entry.seq!)}>{t('status.discard')}</button>
        </div>
      ))}
    </div>
  );
}

export const SyncStatusWidget = widgetFromSpec(spec, SyncStatus);
