import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/Form';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { useEmit } from '../../sockets/hooks';
import { FormContext } from './formContext';
import { failureMessage, FormFooter, type SubmitState } from './FormStatus';
import { submitForm } from './submitForm';
import { writeErrors } from '../data/writeErrors';
import { useFormFields } from './useFormFields';

export type FormSettings = SettingsOf<typeof spec.schema>;

/**
 * A form around the inputs of its slot (docs/widgets.md, "Form"): it validates them with their rules, and on
 * submit, when all are valid, sends the values to a data type or an address. While sending the inputs are
 * disabled; a failure keeps every value typed and says why; a success says so and, with `resetOnSuccess`, empties
 * the form. Emits `value` on every change and `submitted` with the server's answer. In edit mode nothing is sent.
 */
function Form({ id, settings, renderSlot }: WidgetProps<FormSettings>) {
  const { t } = useTranslation(['inputs']);
  const emit = useEmit<'value' | 'submitted'>(id);
  const editing = useRenderMode() === 'edit';
  const [state, setState] = useState<SubmitState>({ kind: 'idle' });
  const { fields, values, valid, attempt, reset, refuse } = useFormFields(state.kind === 'sending');

  useEffect(() => emit('value', values), [values, emit]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (editing || state.kind === 'sending') return;
    attempt();
    if (!valid) {
      setState({ kind: 'invalid' });
      return;
    }
    setState({ kind: 'sending' });
    try {
      const answer = await submitForm(settings, values);
      emit('submitted', answer ?? values);
      if (settings.resetOnSuccess) reset();
      setState({ kind: 'success' });
    } catch (error) {
      // a message about one field shows under that field; the footer still says the form was refused
      refuse(writeErrors(error, '').fields);
      setState({ kind: 'error', message: failureMessage(error, t) });
    }
  };

  return (
    <FormContext.Provider value={fields}>
      <form noValidate onSubmit={onSubmit} aria-busy={state.kind === 'sending'} style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        {renderSlot('children')}
        <FormFooter state={state} successMessage={settings.successMessage} label={settings.submitLabel} />
      </form>
    </FormContext.Provider>
  );
}

export const FormWidget = widgetFromSpec(spec, Form);
