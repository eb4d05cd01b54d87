import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/FormToUrl';
import { useNavigation } from '../../app/navigation';
import { inputForProperty, schemaProperties, schemaRules } from '../../inputs/SchemaFields';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { useEmit } from '../../sockets/hooks';
import { failureMessage, FormFooter, type SubmitState } from './FormStatus';
import { submitForm } from './submitForm';
import { useFormFields } from './useFormFields';

export type FormToUrlSettings = SettingsOf<typeof spec.schema>;

/** The values as query parameters: lists comma-joined, objects as JSON, empty ones left out. */
export function toQuery(values: Record<string, unknown>, current: URLSearchParams, names: string[]): URLSearchParams {
  const query = new URLSearchParams(current);
  for (const name of names) {
    const value = values[name];
    if (value === undefined) query.delete(name);
    else query.set(name, Array.isArray(value) ? value.join(',') : typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return query;
}

/** A form from its own schema that posts its values to an address or puts them into the page's query. */
function FormToUrl({ id, settings }: WidgetProps<FormToUrlSettings>) {
  const { t } = useTranslation(['inputs']);
  const emit = useEmit<'submitted'>(id);
  const navigation = useNavigation();
  const editing = useRenderMode() === 'edit';
  const [state, setState] = useState<SubmitState>({ kind: 'idle' });
  const { fields, values, valid, attempt } = useFormFields(state.kind === 'sending');
  const properties = schemaProperties(settings.schema);
  const rulesText = JSON.stringify(schemaRules(settings.schema));
  const { register } = fields;

  useEffect(() => {
    const rules = JSON.parse(rulesText) as ReturnType<typeof schemaRules>;
    const releases = Object.entries(rules).map(([name, rule]) => register(name, rule));
    return () => releases.forEach((release) => release());
  }, [rulesText, register]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (editing || state.kind === 'sending') return;
    attempt();
    if (!valid) return setState({ kind: 'invalid' });
    if (settings.mode === 'query') {
      const query = toQuery(values, navigation.query, properties.map(([name]) => name)).toString();
      navigation.navigate(`/${navigation.path}${query ? `?${query}` : ''}`, { replace: true });
      emit('submitted', values);
      return setState({ kind: 'idle' });
    }
    setState({ kind: 'sending' });
    try {
      const answer = await submitForm({ target: 'api', dataType: '', url: settings.url, method: 'POST', usePersonalToken: settings.usePersonalToken }, { formData: values });
      emit('submitted', answer ?? values);
      setState({ kind: 'success' });
    } catch (error) {
      setState({ kind: 'error', message: failureMessage(error, t) });
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={state.kind === 'sending'} style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {settings.infoBox && <div role="note" data-testid="form-info" style={{ padding: '8px 12px', borderRadius: 6, background: '#eff8ff', border: '1px solid #84caff' }}>{settings.infoBox}</div>}
      {properties.map(([name, property]) =>
        <div key={name}>
          {inputForProperty(property, {
            id: `${id}-${name}`,
            value: fields.valueOf(name),
            label: typeof property.title === 'string' ? property.title : name,
            required: fields.isRequired(name),
            disabled: fields.busy,
            readOnly: editing,
            error: fields.errorOf(name),
            onChange: (value) => fields.change(name, value),
            onBlur: () => fields.leave(name),
          })}
        </div>,
      )}
      <FormFooter state={state} successMessage={settings.successMessage} label={settings.buttonText} />
    </form>
  );
}

export const FormToUrlWidget = widgetFromSpec(spec, FormToUrl);
