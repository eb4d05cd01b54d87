import { useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/FloatingActionButton';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { ConfigureNotice } from '../../hooks/notices';
import { useRenderMode } from '../../render/extensions';
import { useEmit } from '../../sockets/hooks';
import { DialogFrame } from '../../ui/DialogFrame';
import { CreateDataWidget } from '../data/CreateData';
import { SlotFrame } from '../layout/SlotFrame';
import { IconImage } from '../IconImage';
import { buttonStyle, THEME_COLORS } from '../theme';

export type FloatingActionButtonSettings = SettingsOf<typeof spec.schema>;

const round: CSSProperties = {
  width: 56,
  height: 56,
  borderRadius: '50%',
  border: 'none',
  background: THEME_COLORS.primary.main,
  boxShadow: '0 4px 12px rgba(0, 0, 0, 0.3)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  padding: 0,
};

/** The form for a new record of the data type: CreateData's own form, its `created` going out on this widget's. */
const CreateRecordForm = CreateDataWidget.component;

/**
 * Floats at the bottom right in view mode; in edit mode it stands in place (a click there does nothing) with the
 * `dialog` slot open beneath it so the builder can fill it.
 */
function FloatingActionButton({ id, settings, renderSlot }: WidgetProps<FloatingActionButtonSettings>) {
  const { t } = useTranslation('actions');
  const editing = useRenderMode() === 'edit';
  const emit = useEmit<'clicked'>(id);
  const [open, setOpen] = useState(false);
  const clicks = useRef(0);
  const label = settings.label.trim() || t(`floatingActionButton.${settings.action}`);
  if (!settings.icon.trim() || (settings.action === 'openTypeEditor' && !settings.typePath.trim())) return <ConfigureNotice />;

  const onClick = () => {
    if (editing) return;
    if (settings.action === 'sendSocketEvent') {
      clicks.current += 1;
      emit('clicked', { count: clicks.current, at: Date.now() });
    } else setOpen(true);
  };
  const button = (
    <button type="button" aria-label={label} title={label} aria-haspopup={settings.action === 'sendSocketEvent' ? undefined : 'dialog'} style={round} onClick={onClick}>
      <IconImage name={settings.icon} theme={settings.iconTheme} size={24} color={settings.iconColor} alt="" />
    </button>
  );

  if (editing) {
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'flex-end' }}>
        {button}
        {settings.action === 'openDialog' ? <SlotFrame slot="dialog" label={t('floatingActionButton.dialogSlot')} style={{ width: '100%' }}>{renderSlot('dialog')}</SlotFrame> : null}
      </div>
    );
  }
  return (
    <>
      <div style={{ position: 'fixed', right: 24, bottom: 24, zIndex: 900 }}>{button}</div>
      {open ? (
        <DialogFrame
          title={label}
          testId="floating-action-dialog"
          onDismiss={() => setOpen(false)}
          footer={<button type="button" style={buttonStyle('outline', 'secondary', 'sm')} onClick={() => setOpen(false)}>{t('floatingActionButton.close')}</button>}
        >
          {settings.action === 'openTypeEditor' ? (
            <CreateRecordForm
              id={id}
              type="CreateData"
              settings={{ dataType: settings.typePath.trim(), fields: [], buttonText: '', successMessage: '' }}
              renderSlot={() => null}
              hasChildren={() => false}
            />
          ) : (
            renderSlot('dialog')
          )}
        </DialogFrame>
      ) : null}
    </>
  );
}

export const FloatingActionButtonWidget = widgetFromSpec(spec, FloatingActionButton);
