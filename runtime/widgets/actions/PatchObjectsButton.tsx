import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/PatchObjectsButton';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { ConfigureNotice } from '../../hooks/notices';
import { useTemplate } from '../../hooks/useTemplate';
import { useRouteParams } from '../../app/navigation';
import { useBuilderNotices, useRenderMode } from '../../render/extensions';
import { useSocketEngine } from '../../sockets/context';
import { useEmit, useSocketInput } from '../../sockets/hooks';
import { errorText, useStoreWrites } from '../../stores';
import { storeDefinition } from '../../stores/definitions';
import { buttonStyle } from '../theme';
import { YesNoDialog } from './YesNoDialog';
import { entityStoreName, unresolved } from './entityStore';
import { fillPatch, idsOf, inversePatch } from './mergePatch';

export type PatchObjectsButtonSettings = SettingsOf<typeof spec.schema>;

interface Outcome {
  /** Per changed record the merge patch that undoes the change. */
  undo: { id: string; patch: Record<string, unknown> }[];
  failed: { id: string; message?: string }[];
  total: number;
}

type State =
  | { kind: 'idle' }
  | { kind: 'asking' }
  | { kind: 'working' }
  | { kind: 'done'; outcome: Outcome }
  | { kind: 'undone'; failed: number };

const texts = { ok: { color: '#276749' }, failed: { color: '#c53030' } };

/**
 * Applies one merge patch to several records, one after the other, each read first so the change can be undone.
 * In edit mode a click does nothing. Writes go through the store, so every widget showing it loads again.
 */
function PatchObjectsButton({ id, settings }: WidgetProps<PatchObjectsButtonSettings>) {
  const { t } = useTranslation('actions');
  const editing = useRenderMode() === 'edit';
  const notices = useBuilderNotices();
  const engine = useSocketEngine();
  const params = useRouteParams();
  const emit = useEmit<'patched'>(id);
  const store = entityStoreName(settings.type);
  const writes = useStoreWrites(store);
  const idsInput = useSocketInput<unknown>(id, 'ids');
  const idsText = useTemplate(id, settings.entityIds);
  const ids = idsInput !== undefined && idsInput !== null ? idsOf(idsInput) : unresolved(idsText) ? [] : idsOf(idsText);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const patch = settings.patch as Record<string, unknown>;
  if (!store || Object.keys(patch).length === 0) return <ConfigureNotice details={store ? t('patchObjects.noPatch') : t('entityAction.noStore', { type: settings.type })} />;

  const apply = async () => {
    setState({ kind: 'working' });
    const filled = fillPatch(patch, (name) => engine.getContext(name) ?? params[name]) as Record<string, unknown>;
    const outcome: Outcome = { undo: [], failed: [], total: ids.length };
    for (const entityId of ids) {
      try {
        const before = (await storeDefinition(store)!.get(entityId)) as Record<string, unknown>;
        await writes.update(entityId, filled);
        outcome.undo.push({ id: entityId, patch: inversePatch(before, filled) });
      } catch (error) {
        outcome.failed.push({ id: entityId, message: errorText(error) });
      }
    }
    setState({ kind: 'done', outcome });
    emit('patched', { ids: outcome.undo.map((entry) => entry.id), failed: outcome.failed });
  };
  const undo = async (outcome: Outcome) => {
    setState({ kind: 'working' });
    let failed = 0;
    for (const entry of outcome.undo) {
      try {
        await writes.update(entry.id, entry.patch);
      } catch {
        failed += 1;
      }
    }
    setState({ kind: 'undone', failed });
  };
  const onClick = () => {
    if (editing || ids.length === 0) return;
    if (settings.confirmation) setState({ kind: 'asking' });
    else void apply();
  };

  const working = state.kind === 'working';
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'flex-start' }}>
      <button type="button" disabled={working || (!editing && ids.length === 0)} aria-busy={working} style={buttonStyle('solid', 'primary', 'md', working)} onClick={onClick}>
        {settings.label.trim() || t('patchObjects.label')}
      </button>
      {ids.length === 0 && notices ? <div data-testid="no-ids" style={texts.failed}>{t('patchObjects.noIds')}</div> : null}
      {state.kind === 'done' ? (
        <div role="status" style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          <span style={state.outcome.failed.length ? texts.failed : texts.ok}>{t('patchObjects.result', { done: state.outcome.undo.length, total: state.outcome.total })}</span>
          {state.outcome.failed.map((entry) => <span key={entry.id} data-testid="patch-failure" style={texts.failed}>{t('patchObjects.failedOne', { id: entry.id, message: entry.message ?? '' })}</span>)}
          {settings.allowUndo && state.outcome.undo.length > 0 ? (
            <button type="button" style={buttonStyle('outline', 'secondary', 'sm')} onClick={() => void undo(state.outcome)}>{t('patchObjects.undo')}</button>
          ) : null}
        </div>
      ) : null}
      {state.kind === 'undone' ? <div role="status" style={state.failed ? texts.failed : texts.ok}>{state.failed ? t('patchObjects.undoFailed', { count: state.failed }) : t('patchObjects.undone')}</div> : null}
      <YesNoDialog
        open={state.kind === 'asking'}
        title={t('patchObjects.confirmTitle')}
        question={settings.confirmationText.trim() || t('patchObjects.confirmationText', { count: ids.length })}
        testId="patch-objects-confirm"
        onNo={() => setState({ kind: 'idle' })}
        onYes={() => void apply()}
      />
    </div>
  );
}

export const PatchObjectsButtonWidget = widgetFromSpec(spec, PatchObjectsButton);
