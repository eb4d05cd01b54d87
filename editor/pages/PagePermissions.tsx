/**
 * The permissions a page needs (docs/editor.md, Pages): only signed-in users holding every one of them see it, in
 * the navigation and at its address. The names come from the server (GET /api/permissions); each shows as what it
 * allows ("Aufgaben: lesen"), with the name itself beside it. A name this build has no words for shows as it is.
 * Each change is one undo step.
 */
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { PlainButton } from '../../runtime/ui/plain/PlainButton';
import { PlainField } from '../../runtime/ui/plain/PlainField';
import { PlainSelect } from '../../runtime/ui/plain/PlainSelect';
import { permissionLabel, usePermissionNames } from '../services/permissionNames';
import { useEditorStoreApi } from '../store/context';
import type { PageSummary } from './usePageSummaries';
import { useAfterIdle } from '../../runtime/hooks/useAfterIdle';

export function PagePermissions({ entry }: { entry: PageSummary }) {
  const { t } = useTranslation('editor-panels');
  const store = useEditorStoreApi();
  // The choices arrive a moment after the editor shows (useAfterIdle): not part of the open.
  const names = usePermissionNames(useAfterIdle());
  const chosen = entry.permissions ?? [];
  const set = (permissions: string[]) =>
    store.getState().dispatch({ type: 'updatePage', path: entry.path, patch: { permissions: permissions.length > 0 ? permissions : undefined } });
  const offered = (names.data ?? []).filter((name) => !chosen.includes(name))
    .map((name) => ({ name, label: permissionLabel(t, name) }))
    .sort((a, b) => a.label.localeCompare(b.label));

  // Plain elements in the look of Chakra's (runtime/ui/plain): the first screen renders no Chakra component.
  const list = chosen.length > 0 && (
    <ul className="bk-vstack" style={{ gap: '0.25rem', listStyleType: 'none', width: '100%', margin: 0, padding: 0 }} aria-label={t('pages.permissions.chosen')}>
      {chosen.map((name) => (
        <li key={name} data-testid="page-permission" data-permission={name} className="bk-hstack"
          style={{ gap: '0.25rem', justifyContent: 'space-between', border: '1px solid var(--chakra-colors-border)', borderRadius: 'var(--chakra-radii-sm)', paddingInlineStart: '0.5rem' }}>
          <div style={{ minWidth: 0 }}>
            <p className="bk-truncate" style={{ fontSize: 'var(--chakra-font-sizes-sm)', margin: 0 }}>{permissionLabel(t, name)}</p>
            <p className="bk-truncate bk-mono-muted" style={{ fontSize: 'var(--chakra-font-sizes-xs)', margin: 0 }}>{name}</p>
          </div>
          <PlainButton look="xs-ghost" style={{ paddingInline: 0 }} aria-label={t('pages.permissions.remove', { name: permissionLabel(t, name) })} testId="page-permission-remove" onClick={() => set(chosen.filter((other) => other !== name))}>
            <X />
          </PlainButton>
        </li>
      ))}
    </ul>
  );
  return (
    <PlainField label={t('pages.permissions.label')} help={t('pages.permissions.help')} above={list}>
      <PlainSelect
        size="sm"
        disabled={!names.data}
        testId="page-permission-add"
        aria-label={t('pages.permissions.add')}
        value=""
        onChange={(event) => {
          if (event.target.value) set([...chosen, event.target.value]);
        }}
      >
        <option value="">{t(names.isError ? 'pages.permissions.loadFailed' : 'pages.permissions.add')}</option>
        {offered.map(({ name, label }) => (
          <option key={name} value={name}>{label}</option>
        ))}
      </PlainSelect>
    </PlainField>
  );
}
