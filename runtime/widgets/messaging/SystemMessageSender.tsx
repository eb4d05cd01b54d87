import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/SystemMessageSender';
import { ApiRequestError } from '../../api/http';
import { useCurrentUser } from '../../auth';
import { useSendSystemMessage } from '../../messaging/useSystemMessages';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { useEmit } from '../../sockets/hooks';
import { buttonStyle, errorStyle, formStyle, inputStyle, noteStyle } from '../auth/formStyles';
import { MESSAGE_MAX_LENGTH } from './MessageComposer';

export type SystemMessageSenderSettings = SettingsOf<typeof spec.schema>;

/** What the server requires to send one (docs/api.md, Messages); TENANT_ADMIN holds every permission. */
export const SYSTEM_MESSAGE_PERMISSION = 'SYSTEM_MESSAGES_WRITE';
const TITLE_MAX_LENGTH = 200;

export const maySendSystemMessages = (permissions: readonly string[]) =>
  permissions.includes(SYSTEM_MESSAGE_PERMISSION) || permissions.includes('TENANT_ADMIN');

/**
 * Staff write a system message (title and text) to every user of the tenant. Users without the permission read
 * that they may not; both fields are required; success empties the form and says so, a failure keeps the text.
 */
function SystemMessageSender({ id }: WidgetProps<SystemMessageSenderSettings>) {
  const { t } = useTranslation('messaging');
  const edit = useRenderMode() === 'edit';
  const user = useCurrentUser();
  const emit = useEmit(id);
  const fieldId = useId();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [tried, setTried] = useState(false);
  const [result, setResult] = useState<'sent' | 'failed' | 'forbidden' | null>(null);
  const sending = useSendSystemMessage();

  if (!edit && !user) return <p data-testid="system-sender-logged-out" style={{ color: '#4a5568' }}>{t('messaging.sender.loggedOut')}</p>;
  if (!edit && (!maySendSystemMessages(user!.permissions) || result === 'forbidden')) {
    return <p role="alert" data-testid="system-sender-forbidden" style={errorStyle}>{t('messaging.sender.forbidden')}</p>;
  }
  const titleProblem = tried && !title.trim() ? t('messaging.sender.titleMissing') : null;
  const contentProblem = tried && !content.trim() ? t('messaging.sender.contentMissing') : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (edit || sending.isPending) return;
    setTried(true);
    setResult(null);
    if (!title.trim() || !content.trim()) return;
    try {
      const message = await sending.mutateAsync({ title: title.trim(), content });
      setResult('sent');
      setTried(false);
      setTitle('');
      setContent('');
      emit('sent', message);
    } catch (failure) {
      setResult(failure instanceof ApiRequestError && failure.status === 403 ? 'forbidden' : 'failed');
    }
  };

  return (
    <form style={formStyle} onSubmit={(e) => void submit(e)} noValidate data-testid="system-sender">
      <label htmlFor={`${fieldId}-title`}>{t('messaging.sender.title')}</label>
      <input id={`${fieldId}-title`} name="title" value={title} maxLength={TITLE_MAX_LENGTH} disabled={edit} style={inputStyle}
        aria-invalid={titleProblem !== null} aria-describedby={titleProblem ? `${fieldId}-title-error` : undefined}
        onChange={(e) => { setTitle(e.target.value); setResult(null); }} />
      {titleProblem ? <p id={`${fieldId}-title-error`} role="alert" style={errorStyle}>{titleProblem}</p> : null}
      <label htmlFor={`${fieldId}-content`}>{t('messaging.sender.content')}</label>
      <textarea id={`${fieldId}-content`} name="content" rows={4} value={content} maxLength={MESSAGE_MAX_LENGTH} disabled={edit}
        style={{ ...inputStyle, fontFamily: 'inherit', resize: 'vertical' }}
        aria-invalid={contentProblem !== null} aria-describedby={contentProblem ? `${fieldId}-content-error` : undefined}
        onChange={(e) => { setContent(e.target.value); setResult(null); }} />
      {contentProblem ? <p id={`${fieldId}-content-error`} role="alert" style={errorStyle}>{contentProblem}</p> : null}
      {result === 'failed' ? <p role="alert" style={errorStyle} data-testid="system-sender-failed">{t('messaging.sender.failed')}</p> : null}
      {result === 'sent' ? <p role="status" style={noteStyle} data-testid="system-sender-sent">{t('messaging.sender.sent')}</p> : null}
      <button type="submit" style={buttonStyle} disabled={edit || sending.isPending}>
        {sending.isPending ? t('messaging.sender.sending') : t('messaging.sender.send')}
      </button>
    </form>
  );
}

export const SystemMessageSenderWidget = widgetFromSpec(spec, SystemMessageSender);
