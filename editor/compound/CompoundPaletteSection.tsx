/**
 * The palette's section of the project's compound widgets: an entry drags into the page like any widget, or a
 * click inserts an instance after the selection (refused, and not draggable, when it would make the compound
 * being edited contain itself); "edit" opens the compound's own canvas (its back link returns here), "delete"
 * lists usages first. "Create compound widget" turns the selected subtree into one. The palette's search filters
 * the entries by name.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { wouldCreateCycle } from '../../model/compound/cycles';
import { COMPOUND_WIDGET_TYPE } from '../../model/compound/ids';
import type { CompoundWidgetDocument } from '../../model/document/types';
import { PlainButton } from '../../runtime/ui/plain/PlainButton';
import { useEditorServices } from '../services/editorServices';
import { useEditorStore } from '../store/context';
import { randomId } from '../model/document/ids';
import { selectActiveEntry } from '../store/state';
import { useCompoundBackLink, useCompoundHost } from './compoundHost';
import { CreateCompoundDialog } from './CreateCompoundDialog';
import { DeleteCompoundDialog } from './DeleteCompoundDialog';
import { useProjectCompounds } from './projectCompounds';
import { NewWidgetSource } from '../dragdrop/NewWidgetSource';
import { matchesSearch } from '../model/rules/paletteEntries';
import { usePaletteSearch } from '../ui/paletteSearch';
import { useAfterIdle } from '../../runtime/hooks/useAfterIdle';

export function CompoundPaletteSection() {
  const { t } = useTranslation('compound');
  const { store } = useEditorServices();
  const projectId = useEditorStore((state) => state.document.projectId);
  const selection = useEditorStore((state) => state.selection);
  const host = useCompoundHost();
  // The palette's compound entries arrive a moment after the editor shows (useAfterIdle): not part of the open.
  const compounds = useProjectCompounds(projectId, useAfterIdle());
  const [creating, setCreating] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CompoundWidgetDocument | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const all = compounds.data ?? [];
  const { search, report } = usePaletteSearch();
  const list = all.filter((compound) => matchesSearch(search, compound.name));
  const from = useCompoundBackLink();
  useEffect(() => report('compounds', list.length), [report, list.length]);
  const trees = new Map(all.map((c) => [String(c.id), c.widget]));
  const makesCycle = (id: string) => !!host && wouldCreateCycle(host, id, (other) => trees.get(other));

  function insert(compound: CompoundWidgetDocument) {
    const id = String(compound.id);
    if (makesCycle(id)) {
      const names = new Map(all.map((c) => [String(c.id), c.name]));
      setRefusal(t('compound.cycle', { chain: [host ?? '', id].map((x) => names.get(x) ?? x).join(' → ') }));
      return;
    }
    setRefusal(null);
    const state = store.getState();
    const root = selectActiveEntry(state)?.widget.id;
    const selected = state.selection[0];
    const place = selected && selected !== root ? store.index.get(selected) : undefined;
    const target = place?.parentId ? { parentId: place.parentId, slot: place.slot!, index: store.index.positionOf(selected) + 1 } : { parentId: root!, slot: 'children' };
    state.dispatch({ type: 'insert', ...target, node: { id: randomId(), type: COMPOUND_WIDGET_TYPE, version: 1, settings: { compoundId: id } } });
  }

  const selected = selection.length === 1 ? selection[0] : null;
  const canCreate = selected !== null && store.index.get(selected)?.parentId != null;
  return (
    <div role="group" aria-label={t('compound.palette')} data-testid="palette-section" data-section="compounds">
      <h3 style={{ fontSize: 11, textTransform: 'uppercase', color: '#4a5568', margin: '8px 0 2px', letterSpacing: 0.5 }}>{t('compound.palette')}</h3>
      <PlainButton look="2xs-outline" style={{ marginBottom: '0.25rem' }} testId="create-compound" disabled={!canCreate} title={canCreate ? undefined : t('compound.selectOne')} onClick={() => setCreating(selected)}>
        {t('compound.create')}
      </PlainButton>
      {refusal ? <p role="alert" data-testid="compound-refusal" style={{ fontSize: 12, color: '#c53030' }}>{refusal}</p> : null}
      {all.length === 0 && compounds.isSuccess ? <p style={{ fontSize: 12, color: '#4a5568' }}>{t('compound.paletteEmpty')}</p> : null}
      {list.map((compound) => (
        <div key={String(compound.id)} data-testid="palette-compound" data-compound-id={compound.id} style={{ display: 'flex', gap: 4, alignItems: 'center', margin: '2px 0' }}>
          {makesCycle(String(compound.id)) ? (
            <PlainButton look="xs-outline" style={{ flex: 1, minWidth: 0, justifyContent: 'flex-start' }} testId="insert-compound" onClick={() => insert(compound)}>
              <span className="bk-truncate">{compound.name}</span>
            </PlainButton>
          ) : (
            <NewWidgetSource
              type={COMPOUND_WIDGET_TYPE}
              settings={{ compoundId: String(compound.id) }}
              label={compound.name}
              title={compound.name}
              style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              className="bk-palette-item"
              attributes={{ 'data-testid': 'insert-compound' }}
            >
              {compound.name}
            </NewWidgetSource>
          )}
          <Link to={`/editor/compounds/${compound.id}${from ? `?from=${encodeURIComponent(from)}` : ''}`} data-testid="edit-compound" style={{ fontSize: 11 }}>{t('compound.edit')}</Link>
          <PlainButton look="2xs-outline" testId="delete-compound" onClick={() => setDeleting(compound)}>{t('compound.delete')}</PlainButton>
        </div>
      ))}
      {creating ? <CreateCompoundDialog nodeId={creating} onClose={() => setCreating(null)} /> : null}
      {deleting ? <DeleteCompoundDialog compound={deleting} onClose={() => setDeleting(null)} /> : null}
    </div>
  );
}
