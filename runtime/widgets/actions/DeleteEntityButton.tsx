import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/DeleteEntityButton';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { ConfigureNotice, ErrorState } from '../../hooks/notices';
import { useTemplate } from '../../hooks/useTemplate';
import { useBuilderNotices, useRenderMode } from '../../render/extensions';
import { useEmit } from '../../sockets/hooks';
import { errorText, useStoreWrites } from '../../stores';
import { buttonStyle } from '../theme';
import { YesNoDialog } from './YesNoDialog';
import { entityStoreName, unresolved } from './entityStore';

export type DeleteEntityButtonSettings = SettingsOf<typeof spec.schema>;

type State = { kind: 'idle' } | { kind: 'asking' } | { kind: 'deleting' } | { kind: 'deleted' } | { kind: 'failed'; message?: string };

/**
 * A delete button for the record the page context names. Without an id it logs an error and does nothing (builders
 * read 'Error: No entityId found!'); in edit mode a click does nothing. Deleting goes through the store, so every
 * list of that store loads again without the record.
 */
function DeleteEntityButton({ id, settings }: WidgetProps<DeleteEntityButtonSettings>) {
  const { t } = useTranslation('actions');
  const editing = useRenderMode() === 'edit';
  const notices = useBuilderNotices();
  const emit = useEmit<'deleted'>(id);
  const store = entityStoreName(settings.type);
  const writes = useStoreWrites(store);
  const filled = useTemplate(id, settings.entityId).trim();
  const entityId = unresolved(filled) ? '' : filled;
  const [state, setState] = useState<State>({ kind: 'idle' });
  if (!store) return <ConfigureNotice details={t('entityAction.noStore', { type: settings.type })} />;

  const remove = async () => {
    setState({ kind: 'deleting' });
    try {
      await writes.remove(entityId);
      setState({ kind: 'deleted' });
      emit('deleted', { id: entityId, type: store });
    } catch (error) {
      setState({ kind: 'failed', message: errorText(error) });
    }
  };
  const onClick = () => {
    if (editing) return;
    if (!entityId) {
      console.error(`DeleteEntityButton ${id}: no entityId found (${settings.entityId}); nothing is deleted.`);
      return;
    }
    if (settings.confirmation) setState({ kind: 'asking' });
    else void remove();
  };

  const busy = state.kind === 'deleting';
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'flex-start' }}>
      <button type="button" disabled={busy} aria-busy={busy} style={buttonStyle('solid', 'accent', 'md', busy)} onClick={onClick}>
        {settings.label.trim() || t('deleteEntity.label')}
      </button>
      {!entityId && notices ? <div data-testid="no-entity-id" role="alert" style={{ color: '#c53030' }}>{t('deleteEntity.noEntityId')}</div> : null}
      {state.kind === 'deleted' ? <div role="status" style={{ color: '#276749' }}>{t('deleteEntity.deleted')}</div> : null}
      {state.kind === 'failed' ? <ErrorState message={t('deleteEntity.failed')} details={state.message} /> : null}
      <YesNoDialog
        open={state.kind === 'asking'}
        title={t('deleteEntity.confirmTitle')}
        question={settings.confirmationText.trim() || t('deleteEntity.confirmationText')}
        testId="delete-entity-confirm"
        danger
        onNo={() => setState({ kind: 'idle' })}
        onYes={() => void remove()}
      />
    </div>
  );
}

export const DeleteEntityButtonWidget = widgetFromSpec(spec, DeleteEntityButton);
