import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/OpenEditorBtnV2';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useTemplate } from '../../hooks/useTemplate';
import { ConfigureNotice } from '../../hooks/notices';
import { useRenderMode } from '../../render/extensions';
import { useContextValue, useEmit, useSetContextValue } from '../../sockets/hooks';
import { buttonStyle, type ButtonVariant } from '../theme';
import { RecordEditorDialog } from './RecordEditorDialog';

export type OpenEditorBtnV2Settings = SettingsOf<typeof spec.schema>;

/** The id of the record a context value stands for: the record's `id`, or the value itself when it is an id. */
function recordIdOf(value: unknown): string | undefined {
  if (typeof value === 'string' || typeof value === 'number') return String(value).trim() || undefined;
  if (value && typeof value === 'object' && 'id' in value) return recordIdOf((value as { id: unknown }).id);
  return undefined;
}

/**
 * Opens the editor of the record in the context variable (or of a new record of the data type) in a dialog.
 * 'Bearbeiten' or 'Neu anlegen' unless `label` says otherwise; in edit mode the dialog does not open.
 */
function OpenEditorBtnV2({ id, settings }: WidgetProps<OpenEditorBtnV2Settings>) {
  const { t } = useTranslation('misc');
  const mode = useRenderMode();
  const emit = useEmit<'saved'>(id);
  const setContext = useSetContextValue();
  const variable = settings.contextVariable?.trim() ?? '';
  const recordId = recordIdOf(useContextValue(variable));
  const label = useTemplate(id, settings.label);
  const [open, setOpen] = useState(false);
  const path = settings.typePath?.trim();
  if (!path) return <ConfigureNotice />;

  return (
    <>
      <button
        type="button"
        data-testid="open-editor"
        style={buttonStyle(settings.variant as ButtonVariant, 'primary', 'md')}
        onClick={() => mode !== 'edit' && setOpen(true)}
      >
        {label || (recordId ? t('openEditor.edit') : t('openEditor.create'))}
      </button>
      {open ? (
        <RecordEditorDialog
          key={recordId ?? ''}
          path={path}
          recordId={recordId}
          onClose={() => setOpen(false)}
          onSaved={(record) => {
            setOpen(false);
            if (variable) setContext(variable, record);
            emit('saved', record);
          }}
        />
      ) : null}
    </>
  );
}

export const OpenEditorBtnV2Widget = widgetFromSpec(spec, OpenEditorBtnV2);
