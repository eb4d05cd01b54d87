/**
 * The inputs of a flat object schema, one per property, each picked by the property's type and format the way the
 * builder's schema forms pick theirs: price, percentage, hhmm, date/date-time (numbers: epoch ms), comma-separated,
 * email, uri, enum, a store's record (`store`; a list of ids for an array), boolean, integer and number (number inputs), otherwise text. Labels are the properties' titles (or names). For widgets
 * whose settings hold a form schema (FormToUrl); the values and messages are the caller's.
 */
import type { ReactElement } from 'react';
import { CheckboxInput } from './CheckboxInput';
import { CommaSeparatedListInput } from './CommaSeparatedListInput';
import { DateInput } from './DateInput';
import { NumberInput } from './NumberInput';
import { PercentageInput } from './PercentageInput';
import { PriceInput } from './PriceInput';
import { SelectInput } from './SelectInput';
import { StoreSelect } from './StoreSelect';
import { TextInput } from './TextInput';
import { TimeInput } from './TimeInput';
import type { InputProps } from './types';
import type { FieldRule } from './validation';

type Property = Record<string, unknown>;

export function schemaProperties(schema: unknown): [string, Property][] {
  const properties = (schema as { properties?: Record<string, Property> } | null)?.properties;
  return properties && typeof properties === 'object' ? Object.entries(properties).filter(([, p]) => p && typeof p === 'object') : [];
}

/** The validation rule of each property: its own schema, required when the schema lists it. */
export function schemaRules(schema: unknown): Record<string, FieldRule> {
  const required = new Set(((schema as { required?: unknown } | null)?.required as string[] | undefined) ?? []);
  return Object.fromEntries(schemaProperties(schema).map(([name, property]) => [name, { schema: property, required: required.has(name) }]));
}

export function inputForProperty(property: Property, props: InputProps<any>): ReactElement {
  const { type, format } = property;
  if (Array.isArray(property.enum)) return <SelectInput {...props} options={property.enum.map((value) => ({ value: value as string | number }))} />;
  if (typeof property.store === 'string' && (type === 'string' || type === 'array')) {
    return <StoreSelect {...props} store={property.store} displayProperty={property.storeDisplayProperty as string | undefined} multiple={type === 'array'} />;
  }
  if (type === 'boolean') return <CheckboxInput {...props} />;
  if (format === 'price') return <PriceInput {...props} />;
  if (format === 'percentage') return <PercentageInput {...props} />;
  if (format === 'hhmm') return <TimeInput {...props} />;
  if (format === 'date' || format === 'date-time') return <DateInput {...props} asText={type === 'string'} withTime={format === 'date-time'} />;
  if (type === 'array') return <CommaSeparatedListInput {...props} />;
  if (type === 'integer' || type === 'number') {
    return <NumberInput {...props} integer={type === 'integer'} min={property.minimum as number | undefined} max={property.maximum as number | undefined} />;
  }
  const inputType = format === 'email' ? 'email' : format === 'uri' ? 'url' : 'text';
  return <TextInput {...props} type={inputType} />;
}
