/**
 * Text-like inputs (text, number, email, url, ...) of the form: the theme's input, but labelled through
 * FieldShell so `label[for=root_x]` points at `#root_x`. Texts show what is typed by themselves (useOwnText), so a
 * keystroke with an instant change renders nothing of the form.
 */
import type { ChangeEvent } from 'react';
import { Input } from '@chakra-ui/react';
import { SchemaExamples } from '@rjsf/core';
import { ariaDescribedByIds, examplesId, getInputProps, labelValue, type BaseInputTemplateProps } from '@rjsf/utils';
import { FieldShell } from '../../../runtime/inputs/FieldShell';
import { useOwnText } from '../adapters/useOwnText';

export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, type, value, label, hideLabel, schema, onChange, onChangeOverride, onBlur, onFocus, options, required, readonly, rawErrors, autofocus, placeholder, disabled } = props;
  const inputProps = getInputProps(schema, type, options);
  const shown = value || value === 0 ? String(value) : '';
  // A text shows what is typed by itself (useOwnText); numbers stay controlled (their field shows "1." as typed).
  const ownText = schema.type === 'string' && !onChangeOverride;
  const { ref, defaultValue, noteTyped } = useOwnText<HTMLInputElement>(shown);
  const change = onChangeOverride || ((event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value === '' ? options.emptyValue : event.target.value));
  return (
    <FieldShell id={id} label={labelValue(label, hideLabel || !label) as string | undefined} required={required} disabled={disabled} readOnly={readonly} invalid={!!rawErrors?.length}>
      <Input
        id={id}
        name={htmlName || id}
        {...(ownText ? { ref, defaultValue } : { value: shown })}
        onChange={(event) => {
          if (ownText) noteTyped(event.target.value);
          change(event);
        }}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
        autoFocus={autofocus}
        placeholder={placeholder}
        {...inputProps}
        list={schema.examples ? examplesId(id) : undefined}
        aria-describedby={ariaDescribedByIds(id, !!schema.examples)}
      />
      <SchemaExamples id={id} schema={schema} />
    </FieldShell>
  );
}
