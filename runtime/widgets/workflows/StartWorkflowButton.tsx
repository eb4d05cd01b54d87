import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/StartWorkflowButton';
import { createWorkflowRun } from '../../api/resources';
import { useRouteParams } from '../../app/navigation';
import { ConfigureNotice } from '../../hooks/notices';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { useSocketEngine } from '../../sockets/context';
import { useEmit } from '../../sockets/hooks';
import { ApiRequestError } from '../../api/http';
import { YesNoDialog } from '../actions/YesNoDialog';
import { fillPatch } from '../actions/mergePatch';
import { MailingMessage } from '../optin/MailingMessage';
import { buttonStyle } from '../theme';

export type StartWorkflowButtonSettings = SettingsOf<typeof spec.schema>;

/** Why a start failed, in the visitor's words: not signed in, a workflow that cannot be started, or anything else. */
function failureText(t: (key: string) => string, error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 401) return t('optin:workflow.signIn');
  if (error instanceof ApiRequestError && error.status === 400 && error.details[0]?.field === 'workflowId') return t('optin:workflow.notStartable');
  return t('optin:workflow.failed');
}

type State = { kind: 'idle' } | { kind: 'asking' } | { kind: 'working' } | { kind: 'started' } | { kind: 'failed'; message: string };

/**
 * Starts a run of the configured workflow (docs/api.md, Workflows) for the signed-in person, after asking when
 * `confirmation` is on. The run's input is filled from the page context at the click. In the editor a click does
 * nothing.
 */
function StartWorkflowButton({ id, settings }: WidgetProps<StartWorkflowButtonSettings>) {
  const { t } = useTranslation(['optin', 'common']);
  const editing = useRenderMode() === 'edit';
  const engine = useSocketEngine();
  const params = useRouteParams();
  const emit = useEmit<'started'>(id);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const workflowId = settings.workflowId.trim();
  if (!workflowId) return <ConfigureNotice details={t('optin:workflow.noWorkflow')} />;

  const start = async () => {
    setState({ kind: 'working' });
    const input = fillPatch(settings.input, (name) => engine.getContext(name) ?? params[name]) as Record<string, unknown>;
    try {
      const run = await createWorkflowRun({ workflowId, input });
      setState({ kind: 'started' });
      emit('started', run);
    } catch (error) {
      setState({ kind: 'failed', message: failureText(t, error) });
    }
  };
  const onClick = () => {
    if (editing) return;
    if (settings.confirmation) setState({ kind: 'asking' });
    else void start();
  };

  const working = state.kind === 'working';
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'flex-start' }}>
      <button type="button" disabled={working} aria-busy={working} style={buttonStyle('solid', 'primary', 'md', working)} onClick={onClick}>
        {settings.label.trim() || t('optin:workflow.label')}
      </button>
      {state.kind === 'started' ? <MailingMessage tone="success" onClose={() => setState({ kind: 'idle' })}>{t('optin:workflow.started')}</MailingMessage> : null}
      {state.kind === 'failed' ? (
        <MailingMessage tone="error" title={t('common:notifications.error.title')} onClose={() => setState({ kind: 'idle' })}>
          {state.message}
        </MailingMessage>
      ) : null}
      <YesNoDialog
        open={state.kind === 'asking'}
        title={t('optin:workflow.confirmTitle')}
        question={settings.confirmationText.trim() || t('optin:workflow.confirmationText')}
        testId="start-workflow-confirm"
        onNo={() => setState({ kind: 'idle' })}
        onYes={() => void start()}
      />
    </div>
  );
}

export const StartWorkflowButtonWidget = widgetFromSpec(spec, StartWorkflowButton);
