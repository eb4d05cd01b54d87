/**
 * A list of strings typed as 'a, b, c': split on commas, trim, drop empties; empty text is no value. Length limits of
 * the schema are not supported, which is logged once per field.
 */
import { useEffect } from 'react';
import { Input } from '@chakra-ui/react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { formatCommaList, parseCommaList } from '../values/commaList';
import { FieldShell } from './FieldShell';
import { useEditableText, type TextReading } from './useEditableText';

const LIMITS = ['minItems', 'maxItems', 'minLength', 'maxLength'] as const;

const show = (value: string[] | undefined) => formatCommaList(Array.isArray(value) ? value : undefined);
const read = (text: string): TextReading<string[] | undefined> => ({ ok: true, value: parseCommaList(text) });

export function CommaSeparatedListInput({ id, value, label, hideLabel, required, disabled, readonly, rawErrors, schema, onChange, onBlur, onFocus }: WidgetProps) {
  const [text, setText] = useEditableText<string[] | undefined>(value, show, read);
  const limited = LIMITS.filter((limit) => limit in schema);
  useEffect(() => {
    if (limited.length > 0) console.error(`CommaSeparatedListInput ${id}: schema ${limited.join(', ')} is not supported`);
  }, [id, limited.length]); // eslint-disable-line react-hooks/exhaustive-deps -- once per field and set of limits
  return (
    <FieldShell id={id} label={label} hideLabel={hideLabel} required={required} disabled={disabled} readOnly={readonly} invalid={!!rawErrors?.length}>
      <Input
        id={id}
        name={id}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange(parseCommaList(event.target.value));
        }}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        aria-describedby={ariaDescribedByIds(id)}
      />
    </FieldShell>
  );
}
