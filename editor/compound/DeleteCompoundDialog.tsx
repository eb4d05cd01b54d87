/**
 * Deleting a compound: lists where it is used and offers to detach those instances first (copy in place,
 * saved to each application), or to delete anyway (instances then show an error state). The application open
 * in this editor is detached in its store and saved from there, so the canvas shows the copy and the store's
 * version stays the server's (a PUT behind its back would leave a stale canvas and a conflict on the next save).
 */
import { List, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteCompoundWidget, putApplication } from '../../runtime/api/resources';
import { COMPOUND_WIDGET_TYPE } from '../../model/compound/ids';
import { compoundUsages } from '../../runtime/compound/usages';
import { walkNodes } from '../../model/document/tree';
import { ConfirmDialog, type Choice } from '../../runtime/ui/ConfirmDialog';
import type { CompoundWidgetDocument } from '../../model/document/types';
import { useEditorServices } from '../services/editorServices';
import type { EditorStoreApi } from '../store/createEditorStore';
import { randomId } from '../model/document/ids';
import { saveDocument } from '../store/save';
import { detachEverywhere } from './detachEverywhere';
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
  const detach: Choice = { label: t('compound.detachFirst'), testId: 'detach-and-delete', tone: 'primary', onChoose: () => void remove(true) };
  const deleteAnyway: Choice = {
    label: list.length > 0 ? t('compound.deleteAnyway') : t('compound.delete'),
    testId: 'confirm-delete-compound',
    tone: 'danger',
    disabled: usages.isPending,
    onChoose: () => void remove(false),
  };
  return (
    <ConfirmDialog
      open
      testId="delete-compound-dialog"
      title={`${t('compound.deleteTitle')} ${compound.name}`}
      onCancel={onClose}
      cancelTestId="delete-compound-cancel"
      error={error}
      choices={list.length > 0 ? [detach, deleteAnyway] : [deleteAnyway]}
    >
      {usages.isPending ? <Text role="status">…</Text> : list.length === 0 ? <Text>{t('compound.deleteUnused')}</Text> : (
        <>
          <Text>{t('compound.deleteUsages')}</Text>
          <List.Root data-testid="compound-usages" ps="5">
            {list.map((u) => (
              <List.Item key={`${u.documentId}:${u.instanceId}`} data-testid="compound-usage">
                {u.documentName} · {u.kind === 'application' ? t('compound.page', { path: u.path ?? '' }) : t('compound.inCompound')}
              </List.Item>
            ))}
          </List.Root>
        </>
      )}
    </ConfirmDialog>
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
  if (!saved.ok) throw new Error(saved.message);
}
