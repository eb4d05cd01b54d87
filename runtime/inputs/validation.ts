/**
 * The validation of a form's fields by their rules (JSON Schema per field, ajv). Each problem names its
 * field and the JSON Schema keyword that failed with its parameters; the message is looked up under
 * `forms:validations.<keyword>` with those parameters as replacement values (`messageValues`). Empty values are
 * no values: a field without a value fails only `required`.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

export interface FieldRule {
  /** The JSON Schema of the field's value. */
  schema: Record<string, unknown>;
  required?: boolean;
  /** A message key per keyword, where the generic one would say it badly (`const: 'validations.mustAccept'`). */
  messages?: Record<string, string>;
}

export interface FieldProblem {
  keyword: string;
  params: Record<string, unknown>;
  /** The message key (`validations.<keyword>` unless the rule names another). */
  key: string;
}

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const compiled = new Map<string, ValidateFunction>();

function validatorFor(schema: Record<string, unknown>): ValidateFunction {
  const text = JSON.stringify(schema);
  let validate = compiled.get(text);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(text, validate);
  }
  return validate;
}

export function validateFields(rules: Readonly<Record<string, FieldRule>>, values: Readonly<Record<string, unknown>>): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const [name, rule] of Object.entries(rules)) {
    const value = values[name];
    const problem = (keyword: string, params: Record<string, unknown>): FieldProblem => ({ keyword, params, key: rule.messages?.[keyword] ?? `validations.${keyword}` });
    if (value === undefined || value === null || value === '') {
      if (rule.required) problems[name] = problem('required', { missingProperty: name });
      continue;
    }
    const validate = validatorFor(rule.schema);
    if (!validate(value)) {
      const first = validate.errors?.[0];
      if (first) problems[name] = problem(first.keyword, first.params as Record<string, unknown>);
    }
  }
  return problems;
}

/** The replacement values of a message: the keyword's parameters, lists written out. */
export function messageValues(params: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = { ...params };
  if (Array.isArray(params.allowedValues)) values.allowedValues = params.allowedValues.join(', ');
  return values;
}
