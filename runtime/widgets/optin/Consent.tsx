import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/Consent';
import { subscribeToMailingList, unsubscribeFromMailingList } from '../../api/mailing';
import { useNavigation } from '../../app/navigation';
import { ConfigureNotice } from '../../hooks/notices';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { useEmit } from '../../sockets/hooks';
import { buttonStyle } from '../theme';
import { confirmationAddress } from './confirmationPage';
import { mailingErrorText } from './mailingError';
import { MailingMessage } from './MailingMessage';

export type ConsentSettings = SettingsOf<typeof spec.schema>;

type State = { status: 'idle' } | { status: 'sending' } | { status: 'sent' } | { status: 'failure'; message: string };

/** Loose on purpose: the server decides; this only catches typing slips before a request. */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const field = { padding: '8px 10px', borderRadius: 6, border: '1px solid #cbd5e0', fontSize: 14, width: '100%', boxSizing: 'border-box' } as const;

/**
 * The visitor's subscription to a mailing list (or, in `unsubscribe` mode, the request to end it): e-mail and,
 * to subscribe, the ticked consent. The server stores a pending opt-in and mails the confirmation link; the
 * answer is the same whether the address was known, so the widget always says the mail is on its way. In the
 * editor the form shows but sends nothing.
 */
function Consent({ id, settings }: WidgetProps<ConsentSettings>) {
  const { t } = useTranslation(['optin', 'common']);
  const editing = useRenderMode() === 'edit';
  const nav = useNavigation();
  const emit = useEmit<'requested'>(id);
  const formId = useId();
  const [email, setEmail] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [invalid, setInvalid] = useState<'email' | 'consent' | null>(null);
  const [state, setState] = useState<State>({ status: 'idle' });
  const subscribing = settings.mode !== 'unsubscribe';
  if (!settings.mailingListId.trim()) return <ConfigureNotice details={t('optin:consent.noList')} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (editing || state.status === 'sending') return;
    const address = email.trim();
    if (!LOOKS_LIKE_EMAIL.test(address)) return setInvalid('email');
    if (subscribing && !agreed) return setInvalid('consent');
    setInvalid(null);
    setState({ status: 'sending' });
    const send = subscribing ? subscribeToMailingList : unsubscribeFromMailingList;
    try {
      await send(address, settings.mailingListId.trim(), confirmationAddress(settings.confirmationPage, nav.basePath));
      setState({ status: 'sent' });
      emit('requested', { email: address, mailingListId: settings.mailingListId.trim(), mode: settings.mode });
    } catch (error) {
      setState({ status: 'failure', message: mailingErrorText(t, error) });
    }
  };

  if (state.status === 'sent') {
    return (
      <MailingMessage tone="success" onClose={() => { setState({ status: 'idle' }); setEmail(''); setAgreed(false); }}>
        {settings.successMessage.trim() || t(subscribing ? 'optin:consent.subscribed' : 'optin:consent.unsubscribed')}
      </MailingMessage>
    );
  }
  const sending = state.status === 'sending';
  return (
    <form noValidate onSubmit={(event) => void submit(event)} data-testid="consent-form" style={{ display: 'flex', flexDirection: 'column', gap: 10, maxWidth: 480 }}>
      <label htmlFor={`${formId}-email`} style={{ fontWeight: 600, fontSize: 14 }}>{t('optin:consent.email')}</label>
      <input
        id={`${formId}-email`} type="email" autoComplete="email" value={email} style={field}
        aria-invalid={invalid === 'email'} onChange={(event) => setEmail(event.target.value)}
      />
      {invalid === 'email' ? <span role="alert" style={{ color: '#b42318', fontSize: 13 }}>{t('optin:consent.invalidEmail')}</span> : null}
      {subscribing ? (
        <label style={{ display: 'flex', gap: 8, alignItems: 'flex-start', fontSize: 14 }}>
          <input type="checkbox" checked={agreed} aria-invalid={invalid === 'consent'} onChange={(event) => setAgreed(event.target.checked)} />
          <span>{settings.consentText.trim() || t('optin:consent.defaultText')}</span>
        </label>
      ) : null}
      {invalid === 'consent' ? <span role="alert" style={{ color: '#b42318', fontSize: 13 }}>{t('optin:consent.consentRequired')}</span> : null}
      {state.status === 'failure' ? <MailingMessage tone="error" title={t('common:notifications.error.title')}>{state.message}</MailingMessage> : null}
      <button type="submit" disabled={sending} aria-busy={sending} style={{ ...buttonStyle('solid', 'primary', 'md', sending), alignSelf: 'flex-start' }}>
        {sending ? t('optin:consent.sending') : settings.buttonLabel.trim() || t(subscribing ? 'optin:consent.subscribe' : 'optin:consent.unsubscribe')}
      </button>
    </form>
  );
}

export const ConsentWidget = widgetFromSpec(spec, Consent);
