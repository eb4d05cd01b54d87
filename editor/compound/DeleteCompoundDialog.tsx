/**
 * Deleting a compound: lists where it is used and offers to detach those instances first (copy in place,
 * saved to each application), or to delete anyway (instances then show an error state). The application open
 * in this editor is detached in its store and saved from there, so the canvas shows the copy and the store's
 * version stays the server's (a PUT behind its back would leave a stale canvas and a conflict on the next save).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteCompoundWidget, putApplication } from '../../runtime/api/resources';
import { COMPOUND_WIDGET_TYPE } from '../../runtime/compound/ids';
import { compoundUsages } from '../../runtime/compound/usages';
import { walkNodes } from '../../runtime/document/tree';
import type { CompoundWidgetDocument } from '../../runtime/document/types';
import { useEditorServices } from '../services/editorServices';
import type { EditorStoreApi } from '../store/createEditorStore';
import { randomId } from '../model/document/ids';
import { saveDocument } from '../store/save';
import { detachEverywhere } from './detachEverywhere';
import { backdrop, button, buttonRow, panel, primary } from './dialogStyles';
import { fetchProjectApplications, fetchProjectCompounds, PROJECT_COMPOUNDS_KEY } from './projectCompounds';

export function DeleteCompoundDialog({ compound, onClose }: { compound: CompoundWidgetDocument; onClose(): void }) {
  const { t } = useTranslation('compound');
  const queryClient = useQueryClient();
  const { store } = useEditorServices();
  const [error, setError] = useState<string | null>(null);
  const usages = useQuery({
    queryKey: ['compound-usages', compound.id],
    queryFn: async () => {
      const [applications, compounds] = await Promise.all([fetchProjectApplications(compound.projectId), fetchProjectCompounds(compound.projectId)]);
      return { applications, list: compoundUsages(String(compound.id), applications, compounds) };
    },
    gcTime: 0,
  });

  async function remove(detach: boolean) {
    try {
      if (detach && usages.data) {
        const ids = new Set(usages.data.list.filter((u) => u.kind === 'application').map((u) => u.documentId));
        const openId = store.getState().document.id;
        if (openId && ids.has(String(openId))) await detachInEditor(store, compound);
        for (const application of usages.data.applications.filter((a) => ids.has(String(a.id)) && a.id !== openId)) {
          const next = detachEverywhere(application, compound, () => randomId());
          await putApplication(String(application.id), next, typeof application.version === 'number' ? { ifMatch: application.version } : undefined);
        }
      }
      await deleteCompoundWidget(String(compound.id));
      await queryClient.invalidateQueries({ queryKey: [PROJECT_COMPOUNDS_KEY] });
      onClose();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  }

  const list = usages.data?.list ?? [];
  return (
    <div style={backdrop} role="presentation">
      <div role="dialog" aria-modal="true" data-testid="delete-compound-dialog" style={panel}>
        <h2 style={{ fontSize: 16, marginTop: 0 }}>{t('compound.deleteTitle')} {compound.name}</h2>
        {usages.isPending ? <p role="status">…</p> : list.length === 0 ? <p>{t('compound.deleteUnused')}</p> : (
          <>
            <p>{t('compound.deleteUsages')}</p>
            <ul data-testid="compound-usages">
              {list.map((u) => (
                <li key={`${u.documentId}:${u.instanceId}`} data-testid="compound-usage">
                  {u.documentName} · {u.kind === 'application' ? t('compound.page', { path: u.path ?? '' }) : t('compound.inCompound')}
                </li>
              ))}
            </ul>
          </>
        )}
        {error ? <p role="alert" style={{ color: '#c53030' }}>{error}</p> : null}
        <div style={buttonRow}>
          <button type="button" style={button} onClick={onClose}>{t('compound.cancel')}</button>
          {list.length > 0 ? (
            <button type="button" style={primary} data-testid="detach-and-delete" onClick={() => void remove(true)}>{t('compound.detachFirst')}</button>
          ) : null}
          <button type="button" style={button} data-testid="confirm-delete-compound" disabled={usages.isPending} onClick={() => void remove(false)}>
            {list.length > 0 ? t('compound.deleteAnyway') : t('compound.delete')}
          </button>
        </div>
      </div>
    </div>
  );
}

/** Detaches the compound's instances in the open editor (undoable like a managed template copy) and saves. */
async function detachInEditor(store: EditorStoreApi, compound: CompoundWidgetDocument): Promise<void> {
  const instances: string[] = [];
  for (const entry of store.getState().document.content) {
    walkNodes(entry.widget, (node) => {
      if (node.type === COMPOUND_WIDGET_TYPE && node.settings?.compoundId === compound.id) instances.push(node.id);
    });
  }
  for (const id of instances) store.getState().dispatch({ type: 'detachCompound', id, compound });
  const saved = await saveDocument(store);
  if (saved.status !== 'saved' && saved.status !== 'unchanged') throw new Error('message' in saved ? saved.message : saved.status);
}
