/**
 * Several values out of a list of options. `dropdown`: a button opens a list of check boxes. `lists`: two lists,
 * Used and Available; an entry moves between them by dragging it onto the other list, or with its button
 * (keyboard). The value is the chosen values in their order; none chosen is no value.
 */
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldShell, shellProps } from './FieldShell';
import { describedByOf, type InputProps } from './types';

export interface SelectOption {
  value: string;
  label?: string;
}

export interface MultiSelectProps extends InputProps<string[]> {
  options: readonly SelectOption[];
  mode?: 'dropdown' | 'lists';
}

const listStyle = { listStyle: 'none', margin: 0, padding: 6, minHeight: 80, border: '1px solid #d0d5dd', borderRadius: 6, flex: 1 };
const itemStyle = { display: 'flex', justifyContent: 'space-between', gap: 6, padding: '4px 6px', cursor: 'grab' };

export function MultiSelect(props: MultiSelectProps) {
  const { id, value, options, mode = 'dropdown', disabled, readOnly, onChange } = props;
  const { t } = useTranslation('inputs');
  const [open, setOpen] = useState(false);
  const chosen = Array.isArray(value) ? value : [];
  const locked = disabled || readOnly;
  const labelOf = (v: string) => options.find((option) => option.value === v)?.label || v;
  const set = (next: string[]) => {
    onChange(next.length > 0 ? next : undefined);
    props.onBlur?.(); // a choice is a finished edit: the field counts as touched
  };
  const toggle = (v: string) => set(chosen.includes(v) ? chosen.filter((c) => c !== v) : [...chosen, v]);

  if (mode === 'lists') {
    const available = options.filter((option) => !chosen.includes(option.value)).map((option) => option.value);
    const drop = (into: 'used' | 'available') => (event: DragEvent) => {
      event.preventDefault();
      const moved = event.dataTransfer.getData('text/plain');
      if (!locked && moved && (into === 'used') !== chosen.includes(moved)) toggle(moved);
    };
    const list = (which: 'used' | 'available', entries: string[]) => (
      <div style={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 4 }}>
        <span id={`${id}-${which}`}>{t(`multiSelect.${which}`)}</span>
        <ul aria-labelledby={`${id}-${which}`} data-testid={`multiselect-${which}`} style={listStyle} onDragOver={(event) => event.preventDefault()} onDrop={drop(which)}>
          {entries.map((entry) => (
            <li key={entry} draggable={!locked} onDragStart={(event) => event.dataTransfer.setData('text/plain', entry)} style={itemStyle}>
              <span>{labelOf(entry)}</span>
              <button type="button" disabled={locked} onClick={() => toggle(entry)} aria-label={t(which === 'used' ? 'multiSelect.remove' : 'multiSelect.add', { label: labelOf(entry) })}>
                {which === 'used' ? '→' : '←'}
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
    return (
      <FieldShell {...shellProps(props)}>
        <div id={id} role="group" aria-describedby={describedByOf(props)} style={{ display: 'flex', gap: 12 }}>
          {list('used', chosen)}
          {list('available', available)}
        </div>
      </FieldShell>
    );
  }

  return (
    <FieldShell {...shellProps(props)}>
      <div style={{ position: 'relative' }}>
        <button
          id={id}
          type="button"
          disabled={locked}
          aria-expanded={open}
          aria-controls={`${id}-options`}
          aria-describedby={describedByOf(props)}
          onClick={() => setOpen(!open)}
          onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
          style={{ width: '100%', textAlign: 'left', padding: '6px 10px', border: '1px solid #d0d5dd', borderRadius: 6, background: 'white' }}
        >
          {chosen.length > 0 ? chosen.map(labelOf).join(', ') : props.placeholder || t('multiSelect.none')}
        </button>
        {open && (
          <div id={`${id}-options`} role="group" aria-label={props.label} onKeyDown={(event) => event.key === 'Escape' && setOpen(false)} style={{ border: '1px solid #d0d5dd', borderRadius: 6, padding: 6, marginTop: 4, background: 'white' }}>
            {options.map((option) => (
              <label key={option.value} style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
                <input type="checkbox" checked={chosen.includes(option.value)} disabled={locked} onChange={() => toggle(option.value)} />
                {option.label || option.value}
              </label>
            ))}
          </div>
        )}
      </div>
    </FieldShell>
  );
}
