import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useDebounce } from 'use-debounce';
import { getColleagues } from '../../api/calls';
import { useCurrentUser } from '../../auth';
import { inputStyle } from '../auth/formStyles';

const SEARCH_DEBOUNCE_MS = 250;
const SUGGESTIONS = 8;

export interface RecipientPickerProps {
  /** The chosen user's name, shown while nobody types. */
  chosenName: string;
  onPick(userId: string, displayName: string): void;
}

/**
 * "An:": a search over the tenant's colleagues by display name (never by e-mail, GET /users/colleagues), as a
 * combobox: typing lists matches, arrow keys move, Enter or a click picks. The signed-in user is not offered.
 */
export function RecipientPicker({ chosenName, onPick }: RecipientPickerProps) {
  const { t } = useTranslation('messaging');
  const id = useId();
  const me = useCurrentUser()?.id;
  const [text, setText] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const [search] = useDebounce(text ?? '', SEARCH_DEBOUNCE_MS);
  const open = text !== null && text.trim() !== '';
  const matches = useQuery({
    queryKey: ['colleagues', 'search', search.trim()],
    queryFn: async () => (await getColleagues({ search: search.trim(), size: SUGGESTIONS + 1 })).elements,
    enabled: open && search.trim() !== '',
  });
  const options = (matches.data ?? []).filter((c) => c.id !== me).slice(0, SUGGESTIONS);

  const pick = (index: number) => {
    const colleague = options[index];
    if (!colleague) return;
    onPick(colleague.id, colleague.displayName || colleague.id);
    setText(null);
    setActive(0);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, options.length - 1));
    else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
    else if (event.key === 'Enter') pick(active);
    else if (event.key === 'Escape') setText(null);
    else return;
    event.preventDefault();
  };

  return (
    <div style={{ position: 'relative', display: 'flex', alignItems: 'center', gap: 8, padding: 8, borderBottom: '1px solid #e2e8f0' }}>
      <label htmlFor={id} style={{ fontWeight: 600 }}>{t('messaging.to')}</label>
      <input id={id} name="to" role="combobox" autoComplete="off" aria-expanded={open} aria-controls={`${id}-list`}
        aria-activedescendant={open && options[active] ? `${id}-${options[active].id}` : undefined}
        placeholder={t('messaging.toPlaceholder')} value={text ?? chosenName}
        onChange={(e) => { setText(e.target.value); setActive(0); }} onKeyDown={onKeyDown} onBlur={() => setText(null)}
        style={{ ...inputStyle, flex: 1, fontSize: 14, padding: '6px 8px' }} />
      {open ? (
        <ul id={`${id}-list`} role="listbox" aria-label={t('messaging.to')} style={{
          position: 'absolute', left: 8, right: 8, top: '100%', margin: 0, padding: 4, listStyle: 'none', background: '#ffffff',
          border: '1px solid #cbd5e0', borderRadius: 6, boxShadow: '0 4px 12px rgba(0,0,0,0.12)', zIndex: 10,
        }}>
          {options.map((colleague, index) => (
            <li key={colleague.id} id={`${id}-${colleague.id}`} role="option" aria-selected={index === active}
              // mousedown, not click: the field's blur would close the list before a click arrives
              onMouseDown={(e) => { e.preventDefault(); pick(index); }}
              style={{ padding: '6px 8px', borderRadius: 4, cursor: 'pointer', background: index === active ? '#ebf8ff' : undefined }}>
              {colleague.displayName || colleague.id}
            </li>
          ))}
          {options.length === 0 ? (
            <li role="presentation" style={{ padding: '6px 8px', color: '#4a5568' }}>
              {matches.isError ? t('messaging.loadFailed') : matches.isFetching || search !== text ? t('messaging.loading') : t('messaging.noColleagues')}
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
