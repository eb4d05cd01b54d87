import { useTranslation } from 'react-i18next';
import { useChatters } from '../../messaging/useConversation';
import { errorStyle } from '../auth/formStyles';

export interface ChattersListProps {
  current: string | null;
  onPick(userId: string, displayName: string): void;
}

/** The signed-in user's conversations, latest first, each with its unread count (live); a click opens it. */
export function ChattersList({ current, onPick }: ChattersListProps) {
  const { t } = useTranslation('messaging');
  const chatters = useChatters();
  let content;
  if (chatters.isPending) content = <p role="status" style={{ margin: 10, color: '#4a5568' }}>{t('messaging.loading')}</p>;
  else if (chatters.isError) content = <p role="alert" style={{ ...errorStyle, margin: 10 }}>{t('messaging.loadFailed')}</p>;
  else if (chatters.data.length === 0) content = <p style={{ margin: 10, color: '#4a5568' }} data-testid="no-chatters">{t('messaging.noChatters')}</p>;
  else {
    content = (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {chatters.data.map((chatter) => {
          const name = chatter.displayName || t('messaging.unknownUser');
          const active = chatter.userId === current;
          return (
            <li key={chatter.userId}>
              <button type="button" data-testid="chatter" aria-current={active || undefined} onClick={() => onPick(chatter.userId, name)}
                aria-label={chatter.unread > 0 ? `${name}, ${t('messaging.unreadCount', { count: chatter.unread })}` : name}
                style={{
                  display: 'flex', width: '100%', alignItems: 'center', gap: 6, padding: '8px 10px', border: 'none', textAlign: 'left',
                  cursor: 'pointer', background: active ? '#ebf8ff' : 'transparent', fontWeight: chatter.unread > 0 ? 700 : 400, fontSize: 14,
                }}>
                <span style={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>
                {chatter.unread > 0 ? (
                  <span aria-hidden style={{ minWidth: 18, height: 18, borderRadius: 9, background: '#e53e3e', color: '#ffffff', fontSize: 11, lineHeight: '18px', textAlign: 'center', padding: '0 5px' }}>
                    {chatter.unread}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <nav aria-label={t('messaging.chatters')} data-testid="chatters" style={{ width: 220, flexShrink: 0, borderRight: '1px solid #e2e8f0', overflowY: 'auto' }}>
      {content}
    </nav>
  );
}
