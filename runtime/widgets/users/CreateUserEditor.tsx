import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/CreateUserEditor';
import { useCurrentUser } from '../../auth';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { useEmit } from '../../sockets/hooks';
import { CreateUserForm } from './CreateUserForm';
import { LoginRequired } from './LoginRequired';

export type CreateUserEditorSettings = SettingsOf<typeof spec.schema>;

/**
 * Creates a user (POST /users, TENANT_ADMIN) with display name, e-mail and password, optionally in roles; emits
 * `userCreated` with the new user and reloads every users list of the page. In the editor nothing is sent.
 */
function CreateUserEditor({ id, settings }: WidgetProps<CreateUserEditorSettings>) {
  const me = useCurrentUser();
  const mode = useRenderMode();
  const emit = useEmit<'userCreated'>(id);
  if (!me && mode !== 'edit') return <LoginRequired />;
  return <CreateUserForm idPrefix={id} showRoles={settings.showRoles && !!me} disabled={mode === 'edit'} onCreated={(user) => emit('userCreated', user)} />;
}

export const CreateUserEditorWidget = widgetFromSpec(spec, CreateUserEditor);
