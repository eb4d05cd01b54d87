/**
 * Text-like inputs (text, number, email, url, ...) of the form: the theme's input, but labelled through
 * FieldShell so `label[for=root_x]` points at `#root_x`.
 */
import { Input } from '@chakra-ui/react';
import { SchemaExamples } from '@rjsf/core';
import { ariaDescribedByIds, examplesId, getInputProps, labelValue, type BaseInputTemplateProps } from '@rjsf/utils';
import { FieldShell } from '../../../runtime/inputs/FieldShell';

export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, type, value, label, hideLabel, schema, onChange, onChangeOverride, onBlur, onFocus, options, required, readonly, rawErrors, autofocus, placeholder, disabled } = props;
  const inputProps = getInputProps(schema, type, options);
  return (
    <FieldShell id={id} label={labelValue(label, hideLabel || !label) as string | undefined} required={required} disabled={disabled} readOnly={readonly} invalid={!!rawErrors?.length}>
      <Input
        id={id}
        name={htmlName || id}
        value={value || value === 0 ? value : ''}
        onChange={onChangeOverride || ((event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value))}
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
