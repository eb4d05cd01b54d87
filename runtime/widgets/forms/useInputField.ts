/**
 * The page-widget side of an input (docs/widgets.md, "Input widgets"): its value lives in the enclosing Form, or
 * in the widget when there is none; every change is emitted on the `value` output and, with `contextProperty`, set
 * as that page context variable. The Form's validation message for the field comes back as `error`. The result
 * is the props of the input component (runtime/inputs).
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InputProps } from '../../inputs/types';
import type { FieldRule } from '../../inputs/validation';
import { useRenderMode } from '../../render/extensions';
import { useEmit, useSetContextValue } from '../../sockets/hooks';
import { useEnclosingForm } from './formContext';

export interface InputWidgetSettings {
  name: string;
  label: string;
  required: boolean;
  disabled: boolean;
  placeholder: string;
  contextProperty: string;
}

export function useInputField<V>(id: string, type: string, settings: InputWidgetSettings, rule: Omit<FieldRule, 'required'>): InputProps<V> {
  const { t } = useTranslation('inputs');
  const form = useEnclosingForm();
  const emit = useEmit<'value'>(id);
  const setContext = useSetContextValue();
  const editing = useRenderMode() === 'edit';
  const [own, setOwn] = useState<V | undefined>(undefined);
  const name = settings.name.trim() || id;
  const ruleText = JSON.stringify(rule);
  const fullRule = useMemo<FieldRule>(() => ({ ...JSON.parse(ruleText), required: settings.required }), [ruleText, settings.required]);

  const register = form?.register;
  useEffect(() => register?.(name, fullRule), [register, name, fullRule]);

  const value = (form ? form.valueOf(name) : own) as V | undefined;
  const contextProperty = settings.contextProperty.trim();
  // A value set by the Form (a reset after sending) reaches the sockets and the context as well as a typed one.
  useEffect(() => {
    emit('value', value);
    if (contextProperty) setContext(contextProperty, value);
  }, [value, contextProperty, emit, setContext]);

  return {
    id: `${id}-input`,
    value,
    label: settings.label || t(`widgets.${type}.title`, { ns: 'widgets' }),
    required: settings.required,
    disabled: settings.disabled || !!form?.busy,
    readOnly: editing,
    placeholder: settings.placeholder || undefined,
    error: form?.errorOf(name),
    onChange: (next) => (form ? form.change(name, next) : setOwn(next)),
    onBlur: () => form?.leave(name),
  };
}
