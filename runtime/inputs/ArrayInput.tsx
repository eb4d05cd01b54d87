/**
 * A list of entries, each with the fields of `itemSchema` (an object schema; one input per property, as in
 * SchemaFields). Entries are added, cloned, removed and moved to the top, up, down or to the bottom with buttons
 * (the moves that make no sense at a position are hidden; compact mode hides all moves). An empty list is no value.
 */
import { useTranslation } from 'react-i18next';
import { inputForProperty, schemaProperties } from './SchemaFields';
import { FieldShell, shellProps } from './FieldShell';
import type { InputProps } from './types';
import { addItem, cloneItem, moveItem, movesAt, removeItem, type Item } from './values/arrayItems';

export interface ArrayInputProps extends InputProps<Item[]> {
  itemSchema: unknown;
  compact?: boolean;
}

const newId = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export function ArrayInput(props: ArrayInputProps) {
  const { id, value, itemSchema, compact = false, disabled, readOnly, onChange, onBlur } = props;
  const { t } = useTranslation('inputs');
  const items = Array.isArray(value) ? value : [];
  const locked = disabled || readOnly;
  const properties = schemaProperties(itemSchema);
  const set = (next: Item[]) => {
    onChange(next.length > 0 ? next : undefined);
    onBlur?.();
  };
  const setField = (at: number, name: string, fieldValue: unknown) =>
    set(items.map((item, index) => {
      if (index !== at) return item;
      const next = { ...item, [name]: fieldValue };
      if (fieldValue === undefined) delete next[name];
      return next;
    }));

  return (
    <FieldShell {...shellProps(props)}>
      <div id={id} role="group" aria-describedby={props.error ? `${id}__error` : undefined} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        {items.map((item, at) => (
          <fieldset key={at} data-testid="array-item" style={{ border: '1px solid #eaecf0', borderRadius: 6, padding: 8 }}>
            <legend>{t('array.entry', { number: at + 1 })}</legend>
            {properties.map(([name, property]) => (
              <div key={name}>
                {inputForProperty(property, {
                  id: `${id}_${at}_${name}`,
                  value: item[name],
                  label: typeof property.title === 'string' ? property.title : name,
                  disabled,
                  readOnly,
                  onChange: (next) => setField(at, name, next),
                })}
              </div>
            ))}
            <div style={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
              {movesAt(at, items.length, compact).map((move) => (
                <button key={move} type="button" disabled={locked} onClick={() => set(moveItem(items, at, move))}>
                  {t(`array.move.${move}`)}
                </button>
              ))}
              <button type="button" disabled={locked} onClick={() => set(cloneItem(items, at, newId))}>{t('array.clone')}</button>
              <button type="button" disabled={locked} onClick={() => set(removeItem(items, at))}>{t('array.remove')}</button>
            </div>
          </fieldset>
        ))}
        <div>
          <button type="button" disabled={locked} onClick={() => set(addItem(items))}>{t('array.add')}</button>
        </div>
      </div>
    </FieldShell>
  );
}
