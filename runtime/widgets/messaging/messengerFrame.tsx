import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The box a messenger draws in: `height` high (a CSS length), a border, its parts side by side. */
export function MessengerFrame({ height, children, testId }: { height: string; children: ReactNode; testId: string }) {
  const style: CSSProperties = {
    height, display: 'flex', border: '1px solid #e2e8f0', borderRadius: 8, overflow: 'hidden', background: '#ffffff', color: '#1a202c',
  };
  return <div data-testid={testId} style={style}>{children}</div>;
}

/** What guests see instead of messages: messages belong to a signed-in user. */
export function SignInNotice() {
  const { t } = useTranslation('messaging');
  return <p data-testid="messaging-logged-out" style={{ margin: 'auto', padding: 16, color: '#4a5568' }}>{t('messaging.loggedOut')}</p>;
}

/** The editor's picture of a conversation: two sample messages, no requests. */
export function SampleConversation() {
  const { t } = useTranslation('messaging');
  const line = (own: boolean, text: string) => (
    <span style={{ alignSelf: own ? 'flex-end' : 'flex-start', padding: '6px 10px', borderRadius: 10, background: own ? '#2b6cb0' : '#edf2f7', color: own ? '#ffffff' : '#1a202c' }}>
      {text}
    </span>
  );
  return (
    <div style={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 8, padding: 10 }} data-testid="sample-conversation">
      {line(false, t('messaging.sample.theirs'))}
      {line(true, t('messaging.sample.own'))}
    </div>
  );
}
