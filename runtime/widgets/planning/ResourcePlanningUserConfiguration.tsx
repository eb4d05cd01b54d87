import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/ResourcePlanningUserConfiguration';
import { useCurrentUser } from '../../auth';
import { ErrorState } from '../../hooks/notices';
import { useTemplate } from '../../hooks/useTemplate';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { useSocketInput } from '../../sockets/hooks';
import { errorText, LoadingState } from '../../stores';
import { buttonStyle } from '../theme';
import { MAX_WORKING_HOURS, MIN_WORKING_HOURS, workingHoursOf } from './load';
import { LoginRequired } from './LoginRequired';
import { useConfiguredUser, useSaveWorkingHours } from './userConfiguration';

export type ResourcePlanningUserConfigurationSettings = SettingsOf<typeof spec.schema>;

/** A valid number of weekly working hours (0 to 80), or null. */
export function parseWorkingHours(text: string): number | null {
  const value = Number(text.replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value >= MIN_WORKING_HOURS && value <= MAX_WORKING_HOURS ? value : null;
}

/**
 * Working hours per week of a user (the `userId` input, the setting, or the current user): a number from 0 to 80,
 * 40 when the user has none configured. Saving puts the user's configuration and reloads; 'Konfiguration
 * gespeichert' confirms it.
 */
function ResourcePlanningUserConfiguration({ id, settings }: WidgetProps<ResourcePlanningUserConfigurationSettings>) {
  const { t } = useTranslation('planning');
  const me = useCurrentUser();
  const mode = useRenderMode();
  const input = useSocketInput<unknown>(id, 'userId');
  const fromSettings = useTemplate(id, settings.userId.trim());
  const userId = typeof input === 'string' && input ? input : /[{}]/.test(fromSettings) ? '' : fromSettings;
  const user = useConfiguredUser(userId, me?.id);
  const save = useSaveWorkingHours();
  const [draft, setDraft] = useState<{ userId: string; text: string } | null>(null);
  const [state, setState] = useState<{ kind: 'idle' | 'saving' | 'saved' } | { kind: 'failed'; error: unknown }>({ kind: 'idle' });

  if (!me) return <LoginRequired />;
  if (user.isError) return <ErrorState message={t('loadFailed')} details={errorText(user.error)} />;
  if (!user.data) return <LoadingState />;
  const loaded = user.data;
  // What is typed belongs to the user it was typed for; another user starts from its stored hours.
  const text = draft && draft.userId === loaded.id ? draft.text : String(workingHoursOf(loaded));
  const hours = parseWorkingHours(text);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (hours === null || mode === 'edit') return;
    setState({ kind: 'saving' });
    try {
      await save(loaded, hours);
      setDraft(null);
      setState({ kind: 'saved' });
    } catch (error) {
      setState({ kind: 'failed', error });
    }
  }

  return (
    <form data-testid="working-hours-form" onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'flex-start' }}>
      <label style={{ display: 'flex', flexDirection: 'column', gap: 4, fontSize: 14 }}>
        {t('configuration.label', { name: loaded.displayName })}
        <input
          type="number"
          name="workingHoursPerWeek"
          min={MIN_WORKING_HOURS}
          max={MAX_WORKING_HOURS}
          step={1}
          value={text}
          aria-invalid={hours === null || undefined}
          style={{ width: 120, padding: '6px 8px', border: `1px solid ${hours === null ? '#e53e3e' : '#cbd5e0'}`, borderRadius: 4 }}
          onChange={(event) => {
            setDraft({ userId: loaded.id, text: event.target.value });
            setState({ kind: 'idle' });
          }}
        />
      </label>
      {hours === null ? <span role="alert" style={{ color: '#c53030', fontSize: 13 }}>{t('configuration.range', { min: MIN_WORKING_HOURS, max: MAX_WORKING_HOURS })}</span> : null}
      <button type="submit" data-testid="working-hours-save" disabled={hours === null || state.kind === 'saving'} style={buttonStyle('solid', 'primary', 'sm', hours === null || state.kind === 'saving')}>
        {t('configuration.save')}
      </button>
      {state.kind === 'saved' ? <span role="status" data-testid="working-hours-saved" style={{ color: '#276749' }}>{t('configuration.saved')}</span> : null}
      {state.kind === 'failed' ? <span role="alert" data-testid="working-hours-error" style={{ color: '#c53030' }}>{t('configuration.saveFailed')} {errorText(state.error)}</span> : null}
    </form>
  );
}

export const ResourcePlanningUserConfigurationWidget = widgetFromSpec(spec, ResourcePlanningUserConfiguration);
