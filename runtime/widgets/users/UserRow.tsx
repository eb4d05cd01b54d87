import type { ReactNode } from 'react';
import { UserAvatar } from './UserAvatar';

/** One person in a users list: avatar, name and a second line; a button when the list reports clicks. */
export function UserRow({ name, avatarUrl, detail, onClick }: { name: string; avatarUrl?: string; detail?: ReactNode; onClick?: () => void }) {
  const content = (
    <>
      <UserAvatar name={name} url={avatarUrl} size="sm" />
      <span style={{ display: 'flex', flexDirection: 'column', minWidth: 0, textAlign: 'left' }}>
        <span data-testid="user-name" style={{ fontWeight: 600 }}>{name}</span>
        {detail ? <span data-testid="user-detail" style={{ fontSize: 13, color: '#4a5568', overflowWrap: 'anywhere' }}>{detail}</span> : null}
      </span>
    </>
  );
  const row = { display: 'flex', alignItems: 'center', gap: 10, padding: '6px 0', width: '100%' } as const;
  return (
    <li data-testid="user-row" style={{ listStyle: 'none', borderBottom: '1px solid #edf2f7' }}>
      {onClick ? <button type="button" onClick={onClick} style={{ ...row, border: 'none', background: 'transparent', cursor: 'pointer', font: 'inherit' }}>{content}</button> : <div style={row}>{content}</div>}
    </li>
  );
}

export const listStyle = { margin: 0, padding: 0 } as const;
