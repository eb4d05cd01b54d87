import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/CreateUserButton';
import { useCurrentUser } from '../../auth';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { useEmit } from '../../sockets/hooks';
import { buttonStyle } from '../theme';
import { CreateUserForm } from './CreateUserForm';

export type CreateUserButtonSettings = SettingsOf<typeof spec.schema>;

const overlay: CSSProperties = { position: 'fixed', inset: 0, zIndex: 1000, display: 'flex', alignItems: 'center', justifyContent: 'center', background: 'rgba(0, 0, 0, 0.5)' };
const box: CSSProperties = {
  boxSizing: 'border-box', width: 480, maxWidth: '95vw', maxHeight: '90vh', overflow: 'auto', padding: 16, borderRadius: 8,
  background: '#ffffff', color: '#1a202c', boxShadow: '0 10px 30px rgba(0, 0, 0, 0.3)',
};

/**
 * A button ('Benutzer anlegen' unless labelled) that opens the create-user dialog: the form of CreateUserEditor.
 * A created user closes the dialog and is emitted as `userCreated`; Cancel, Escape or the backdrop close it. Only
 * signed-in users see the button; in the editor it does not open.
 */
function CreateUserButton({ id, settings }: WidgetProps<CreateUserButtonSettings>) {
  const { t } = useTranslation('users');
  const me = useCurrentUser();
  const mode = useRenderMode();
  const emit = useEmit<'userCreated'>(id);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  if (!me && mode !== 'edit') return null;
  return (
    <>
      <button type="button" data-testid="create-user-button" style={buttonStyle()} onClick={() => mode !== 'edit' && setOpen(true)}>
        {settings.label.trim() || t('createUser.button')}
      </button>
      {open ? (
        <div data-testid="create-user-backdrop" style={overlay} onClick={(event) => event.target === event.currentTarget && setOpen(false)}>
          <div role="dialog" aria-modal="true" aria-labelledby={`${id}-dialog-title`} data-testid="create-user-dialog" style={box}>
            <h2 id={`${id}-dialog-title`} style={{ margin: '0 0 12px', fontSize: 20 }}>{t('createUser.dialogTitle')}</h2>
            <CreateUserForm idPrefix={`${id}-dialog`} showRoles={settings.showRoles} disabled={false}
              onCreated={(user) => { setOpen(false); emit('userCreated', user); }}
              extraButtons={<button type="button" data-testid="create-user-cancel" style={buttonStyle('outline')} onClick={() => setOpen(false)}>{t('createUser.cancel')}</button>} />
          </div>
        </div>
      ) : null}
    </>
  );
}

export const CreateUserButtonWidget = widgetFromSpec(spec, CreateUserButton);
