import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/DoubleOptIn';
import { confirmOptIn, confirmOptOut } from '../../api/mailing';
import { useNavigation } from '../../app/navigation';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { mailingErrorText } from './mailingError';
import { MailingMessage } from './MailingMessage';

export type DoubleOptInSettings = SettingsOf<typeof spec.schema>;

export const OPT_IN_TOKEN = 'optInToken';
export const OPT_OUT_TOKEN = 'optOutToken';

type Kind = 'optIn' | 'optOut';
type State =
  | { status: 'idle' }
  | { status: 'loading'; kind: Kind }
  | { status: 'success'; kind: Kind }
  | { status: 'failure'; message: string };

/** Which token of the address this widget handles: opt-in first; none when its handle option is off. */
function tokenToHandle(query: URLSearchParams, settings: DoubleOptInSettings): { kind: Kind; token: string } | null {
  const optIn = query.get(OPT_IN_TOKEN);
  if (optIn && settings.handleOptIn) return { kind: 'optIn', token: optIn };
  const optOut = query.get(OPT_OUT_TOKEN);
  if (optOut && settings.handleOptOut) return { kind: 'optOut', token: optOut };
  return null;
}

/**
 * Confirms the opt-in or opt-out of a mailed link once, when the page opens with its token; says so while it
 * works, when it is done and when it failed. Closing the message takes the tokens out of the address (the other
 * query parameters stay). Nothing happens in the editor.
 */
function DoubleOptIn({ settings }: WidgetProps<DoubleOptInSettings>) {
  const { t } = useTranslation(['optin', 'common']);
  const editing = useRenderMode() === 'edit';
  const nav = useNavigation();
  const [handled] = useState(() => (editing ? null : tokenToHandle(nav.query, settings)));
  const [state, setState] = useState<State>(handled ? { status: 'loading', kind: handled.kind } : { status: 'idle' });
  const started = useRef(false);

  useEffect(() => {
    if (!handled || started.current) return;
    started.current = true;
    const confirm = handled.kind === 'optIn' ? confirmOptIn : confirmOptOut;
    confirm(handled.token).then(
      () => setState({ status: 'success', kind: handled.kind }),
      (error: unknown) => setState({ status: 'failure', message: mailingErrorText(t, error) }),
    );
  }, [handled, t]);

  const close = () => {
    setState({ status: 'idle' });
    const query = new URLSearchParams(nav.query);
    query.delete(OPT_IN_TOKEN);
    query.delete(OPT_OUT_TOKEN);
    const rest = query.toString();
    nav.navigate(`/${nav.path}${rest ? `?${rest}` : ''}`, { replace: true });
  };

  const text = (kind: Kind, phase: 'Loading' | 'Done') => {
    const custom = settings[`${kind}${phase}Message`].trim();
    return custom || t(`optin:doubleOptIn.${kind}${phase}`);
  };
  switch (state.status) {
    case 'loading':
      return <MailingMessage tone="loading">{text(state.kind, 'Loading')}</MailingMessage>;
    case 'success':
      return <MailingMessage tone="success" onClose={close}>{text(state.kind, 'Done')}</MailingMessage>;
    case 'failure':
      return <MailingMessage tone="error" title={t('common:notifications.error.title')} onClose={close}>{state.message}</MailingMessage>;
    default:
      return null;
  }
}

export const DoubleOptInWidget = widgetFromSpec(spec, DoubleOptIn);
