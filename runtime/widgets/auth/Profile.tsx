import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/Profile';
import { updateMyProfile } from '../../api/calls';
import { useSession, type SessionUser } from '../../auth';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { buttonStyle, errorStyle, formStyle, inputStyle, noteStyle } from './formStyles';
import { useAccountCall } from './useAccountCall';
import { profileDisplayName, type ProfileValues } from './profileDisplayName';

export type ProfileSettings = SettingsOf<typeof spec.schema>;
type ProfileField = ProfileSettings['profileFields'][number];

/** Fields of the default profile have their label in every language; others show the label the builder gave (or their name). */
const KNOWN_FIELDS = new Set(['firstName', 'lastName', 'company']);

function storedProfile(user: SessionUser | null): Record<string, unknown> {
  const profile = user?.profile;
  return profile && typeof profile === 'object' ? (profile as Record<string, unknown>) : {};
}

function initialValues(fields: readonly ProfileField[], profile: Record<string, unknown>): ProfileValues {
  return Object.fromEntries(fields.map((field) => [field.name, typeof profile[field.name] === 'string' ? (profile[field.name] as string) : '']));
}

/**
 * The signed-in user's own profile (`profileFields`, by default first name, last name, company), saved with
 * updateMyProfile. The display name follows from it: first and last name joined, else the company.
 */
function Profile({ settings }: WidgetProps<ProfileSettings>) {
  const { t } = useTranslation('auth');
  const edit = useRenderMode() === 'edit';
  const user = useSession((s) => s.user);
  if (!edit && !user) return <p data-testid="profile-logged-out">{t('profile.loggedOut')}</p>;
  // Keyed by the user: the form starts from their stored profile, also when the session arrives after the page.
  return <ProfileForm key={user?.id ?? ''} settings={settings} user={user} edit={edit} />;
}

function ProfileForm({ settings, user, edit }: { settings: ProfileSettings; user: SessionUser | null; edit: boolean }) {
  const { t } = useTranslation('auth');
  const refresh = useSession((s) => s.refresh);
  const id = useId();
  const fields = settings.profileFields.filter((field) => field.name?.trim());
  const [values, setValues] = useState<ProfileValues>(() => initialValues(fields, storedProfile(user)));
  const [saved, setSaved] = useState(false);
  const { busy, error, run } = useAccountCall();

  const displayName = profileDisplayName(values) || user?.displayName || '';
  const label = (field: ProfileField) => field.label?.trim() || (KNOWN_FIELDS.has(field.name) ? t(`profile.fields.${field.name}`) : field.name);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (edit) return;
    setSaved(false);
    await run(async () => {
      // The server replaces the whole profile, so what the form does not show (the avatar) is sent along unchanged.
      const profile = { ...storedProfile(user), ...Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) };
      const derived = profileDisplayName(values);
      await updateMyProfile(derived ? { profile, displayName: derived } : { profile });
      await refresh().catch(() => undefined);
      setSaved(true);
    });
  };

  return (
    <form style={formStyle} onSubmit={(e) => void submit(e)} data-testid="profile-form" noValidate>
      <p style={{ margin: 0 }} data-testid="profile-display-name">{t('profile.displayName', { name: displayName })}</p>
      {user?.primaryEmail ? <p style={{ margin: 0, color: '#4a5568' }}>{t('auth.email')}: {user.primaryEmail}</p> : null}
      {fields.map((field) => (
        <div key={field.name} style={{ display: 'contents' }}>
          <label htmlFor={`${id}-${field.name}`}>{label(field)}</label>
          <input id={`${id}-${field.name}`} name={field.name} value={values[field.name] ?? ''} disabled={edit} style={inputStyle}
            onChange={(e) => { setSaved(false); setValues({ ...values, [field.name]: e.target.value }); }} />
        </div>
      ))}
      {error ? <p role="alert" style={errorStyle}>{error}</p> : null}
      {saved ? <p role="status" style={noteStyle} data-testid="profile-saved">{t('profile.saved')}</p> : null}
      <button type="submit" style={buttonStyle} disabled={edit || busy}>{busy ? t('profile.saving') : t('profile.save')}</button>
    </form>
  );
}

export const ProfileWidget = widgetFromSpec(spec, Profile);
