import { useTranslation } from 'react-i18next';
import type { ContactCustomFieldValue } from '../../../model/api/schemas/contacts';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/CustomContactFields';
import { FieldShell, shellProps } from '../../inputs/FieldShell';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { StoreState } from '../../stores';
import { CustomFieldInputs } from '../contacts/CustomFieldInputs';
import { useCustomFieldDefinitions } from '../contacts/useCustomFieldDefinitions';
import { useInputField } from './useInputField';

export type CustomContactFieldsSettings = SettingsOf<typeof spec.schema>;

/** A contact's custom field values (`[{customFieldId, value}]`, values as strings), one input per custom field. */
function CustomContactFields({ id, settings }: WidgetProps<CustomContactFieldsSettings>) {
  const { t } = useTranslation('contacts');
  const definitions = useCustomFieldDefinitions();
  const field = useInputField<ContactCustomFieldValue[]>(id, 'CustomContactFields', settings, {
    schema: { type: 'array', items: { type: 'object', required: ['customFieldId', 'value'], properties: { customFieldId: { type: 'string' }, value: { type: 'string' } } } },
  });
  return (
    <FieldShell {...shellProps(field)} hideLabel>
      <fieldset id={field.id} style={{ border: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
        <legend style={{ fontWeight: 600 }}>{field.label}</legend>
        <StoreState result={definitions} empty={t('customField.none')}>
          <CustomFieldInputs
            idPrefix={id}
            fields={definitions.elements}
            values={field.value}
            readOnly={field.readOnly}
            disabled={field.disabled}
            onChange={(values) => { field.onChange(values.length > 0 ? values : undefined); field.onBlur?.(); }}
          />
        </StoreState>
      </fieldset>
    </FieldShell>
  );
}

export const CustomContactFieldsWidget = widgetFromSpec(spec, CustomContactFields);
