import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/AvatarEditor';
import { AVATAR_MAX_BYTES, isAvatarType } from '../../../model/api/avatars';
import { putAvatarFile, removeAvatar, uploadAvatar } from '../../api/calls';
import { useCurrentUser, useSession } from '../../auth';
import { ErrorState } from '../../hooks/notices';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { useEmit } from '../../sockets/hooks';
import { errorText, LoadingState } from '../../stores';
import { buttonStyle } from '../theme';
import { LoginRequired } from './LoginRequired';
import { loadConfiguredUser } from './saveConfiguration';
import { UserAvatar } from './UserAvatar';
import { avatarUrlOf, useReloadUsers, useUserIdOf } from './userData';

export type AvatarEditorSettings = SettingsOf<typeof spec.schema>;

type State = { kind: 'idle' } | { kind: 'uploading' } | { kind: 'failed'; message: string };

/**
 * A user's picture (the `userId` input or setting, else the signed-in user) with 'Bild hochladen' and, when there
 * is one, 'Bild entfernen'. A PNG, JPEG, WebP or GIF of up to 5 MB is sent (uploadAvatar, then the file by PUT);
 * the server makes it a square; while it travels the editor says so, then the user is loaded again and every
 * avatar of the page shows the new picture. Other files are refused before sending.
 */
function AvatarEditor({ id, settings }: WidgetProps<AvatarEditorSettings>) {
  const { t } = useTranslation('users');
  const me = useCurrentUser();
  const mode = useRenderMode();
  const emit = useEmit<'avatarChanged'>(id);
  const client = useQueryClient();
  const reloadUsers = useReloadUsers();
  const input = useRef<HTMLInputElement>(null);
  const userId = useUserIdOf(id, settings.userId);
  const queryKey = ['users', 'avatar', userId || 'me', me?.id ?? null];
  const user = useQuery({ queryKey, queryFn: () => loadConfiguredUser(userId, me?.id), enabled: !!me });
  const [state, setState] = useState<State>({ kind: 'idle' });

  if (!me) return <LoginRequired />;
  if (user.isError) return <ErrorState message={t('loadFailed')} details={errorText(user.error)} />;
  if (!user.data) return <LoadingState />;
  const loaded = user.data;

  async function changed(run: () => Promise<typeof loaded>) {
    setState({ kind: 'uploading' });
    try {
      const updated = await run();
      await client.invalidateQueries({ queryKey: ['users'] });
      await reloadUsers();
      // The signed-in user's own picture also lives in the session (the top bar, the Avatar widget).
      if (updated.id === me?.id) useSession.setState((session) => (session.user ? { user: { ...session.user, profile: updated.profile } } : session));
      setState({ kind: 'idle' });
      emit('avatarChanged', updated);
    } catch (error) {
      setState({ kind: 'failed', message: `${t('avatarEditor.failed')} ${errorText(error) ?? ''}`.trim() });
    }
  }

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || mode === 'edit') return;
    if (!isAvatarType(file.type)) return setState({ kind: 'failed', message: t('avatarEditor.wrongType') });
    if (file.size > AVATAR_MAX_BYTES) return setState({ kind: 'failed', message: t('avatarEditor.tooLarge', { max: AVATAR_MAX_BYTES / 1024 / 1024 }) });
    void changed(async () => putAvatarFile((await uploadAvatar(loaded.id)).uploadUrl, file));
  }

  const busy = state.kind === 'uploading' || mode === 'edit';
  const hasPicture = !!avatarUrlOf(loaded);
  return (
    <div data-testid="avatar-editor" data-state={state.kind} style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
      <UserAvatar name={loaded.displayName} url={avatarUrlOf(loaded)} size={settings.size} />
      <div style={{ display: 'flex', flexDirection: 'column', gap: 6, alignItems: 'flex-start' }}>
        <input ref={input} type="file" accept="image/png,image/jpeg,image/webp,image/gif" data-testid="avatar-file" hidden onChange={chosen} />
        <div style={{ display: 'flex', gap: 8 }}>
          <button type="button" data-testid="avatar-upload" disabled={busy} onClick={() => input.current?.click()} style={buttonStyle('solid', 'primary', 'sm', busy)}>
            {t('avatarEditor.upload')}
          </button>
          {hasPicture ? (
            <button type="button" data-testid="avatar-remove" disabled={busy} onClick={() => void changed(() => removeAvatar(loaded.id))} style={buttonStyle('outline', 'secondary', 'sm', busy)}>
              {t('avatarEditor.remove')}
            </button>
          ) : null}
        </div>
        {state.kind === 'uploading' ? <span role="status" data-testid="avatar-uploading" style={{ fontSize: 13 }}>{t('avatarEditor.uploading')}</span> : null}
        {state.kind === 'failed' ? <span role="alert" data-testid="avatar-error" style={{ fontSize: 13, color: '#c53030' }}>{state.message}</span> : null}
        <span style={{ fontSize: 12, color: '#4a5568' }}>{t('avatarEditor.hint', { max: AVATAR_MAX_BYTES / 1024 / 1024 })}</span>
      </div>
    </div>
  );
}

export const AvatarEditorWidget = widgetFromSpec(spec, AvatarEditor);
