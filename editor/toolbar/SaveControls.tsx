/**
 * The save button and the save status (test hook `[data-testid=save-status]` with data-state
 * saved|dirty|saving|error). A conflict (409) shows as an error here; the conflict dialog offers the way out.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Failure } from '../../model/result';
import { PlainButton } from '../../runtime/ui/plain/PlainButton';
import { saveDocument } from '../store/save';
import { useEditorStore, useEditorStoreApi } from '../store/context';
import { selectSaveState } from '../store/state';

/** The failure in the UI language: the reason chosen by the API's code, and the field it names (docs/api.md errors). */
function saveFailureText(t: TFunction, error: Failure<string>): string {
  const reason = t(`save.reason.${error.code}`, { defaultValue: t('save.reason.unknown') });
  return error.path ? t('save.reasonAt', { reason, path: error.path }) : reason;
}

// each at least 4.5:1 on the toolbar's white (WCAG AA for small text)
const COLORS = { saved: '#276749', dirty: '#975a16', saving: '#4a5568', error: '#c53030' } as const;

export function SaveControls() {
  const { t } = useTranslation('editor');
  const store = useEditorStoreApi();
  const state = useEditorStore(selectSaveState);
  const conflict = useEditorStore((s) => s.saveStatus === 'conflict');
  const error = useEditorStore((s) => s.saveError);
  return (
    <div className="bk-hstack" role="group" aria-label={t('toolbar.saving')} style={{ gap: '0.125rem' }}>
      <span
        data-testid="save-status"
        data-state={state}
        role="status"
        title={error ? saveFailureText(t, error) : undefined}
        style={{ fontSize: 12, color: COLORS[state], minWidth: 110, textAlign: 'right' }}
      >
        {conflict ? t('save.conflict') : t(`save.${state}`)}
      </span>
      <PlainButton look="xs-solid-blue" testId="save" onClick={() => void saveDocument(store)} disabled={state === 'saving' || state === 'saved'} title={t('save.shortcut')}>
        {t('toolbar.save')}
      </PlainButton>
    </div>
  );
}
