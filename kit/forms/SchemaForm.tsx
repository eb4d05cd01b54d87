/**
 * A form drawn from a JSON Schema with the product's form theme (formTheme.ts): titles and descriptions
 * translated, the product's widgets picked by format / `monacoLanguage` / `ui:widget`, validation live but
 * errors shown only for fields the user changed or left (spec section 5), each message from
 * `forms:validations.*`. The editor's property panel uses it (the end-user Form widgets draw the product's inputs
 * without it).
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box } from '@chakra-ui/react';
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { withoutEmptyStrings } from './emptyValues';
import { formFields, formTemplates, formWidgets } from './formTheme';
import { formValidator, prepareValidation } from './formValidator';
import { rjsfTranslator } from './rjsfStrings';
import { reportInTransition, type FormContextWithInstantChange } from './instantChange';
import type { FormContextWithTouch } from './touch';
import { enumLabels, translateSchema } from './translateSchema';
import { deriveUiSchema, mergeUiSchema, type UiSchemaTree } from './uiSchemaFor';
import { isErrorVisible, translateErrors } from './validationMessages';

export interface SchemaFormProps<T> {
  schema: Record<string, unknown>;
  formData?: T;
  /** Overrides of the derived uiSchema, per field. */
  uiSchema?: UiSchemaTree;
  /** Every change, with the id of the field that changed (`root_<setting>`). */
  onChange?(data: T, fieldId?: string): void;
  /**
   * Offered each new value of a field as it is typed, before the form has validated or rendered it; returns whether it
   * took the value (then `onChange` follows after the keystroke, instantChange.ts). For owners that show the value
   * elsewhere at once (the editor's canvas).
   */
  onInstantChange?(fieldId: string, value: unknown): boolean;
  /**
   * The catching up with a value `onInstantChange` took: `report` tells the form (then `onChange` follows), `discard`
   * has the field show the form's value again. Without it, reported at once; the editor instead passes the value back
   * as `formData` once typing pauses and discards values replaced meanwhile (instantChange.ts).
   */
  onCatchUp?(fieldId: string, value: unknown, report: () => void, discard: () => void): void;
  /** Shows a submit button; called with valid data only (all errors show on a failed submit). */
  onSubmit?(data: T): void;
  submitLabel?: string;
  readonly?: boolean;
  disabled?: boolean;
  /** i18n namespaces in which the schema's titles and descriptions are keys. */
  namespaces?: string[];
  /** Rendered inside the form after the fields (e.g. own buttons). */
  children?: ReactNode;
}

const DEFAULT_NAMESPACES = ['widgets', 'forms'];

export function SchemaForm<T = Record<string, unknown>>({
  schema,
  formData,
  uiSchema,
  onChange,
  onInstantChange,
  onCatchUp,
  onSubmit,
  submitLabel,
  readonly,
  disabled,
  namespaces = DEFAULT_NAMESPACES,
  children,
}: SchemaFormProps<T>) {
  const { t, i18n } = useTranslation(['forms', ...namespaces]);
  const language = i18n.language;
  const formRef = useRef<Form<T>>(null);
  const touched = useRef(new Set<string>());
  const submitted = useRef(false);

  const translate = useCallback(
    (text: string) => (i18n.exists(text, { ns: namespaces }) ? t(text, { ns: namespaces }) : text),
    [i18n, t, namespaces],
  );
  const shownSchema = useMemo(() => translateSchema(schema, translate), [schema, translate, language]); // eslint-disable-line react-hooks/exhaustive-deps -- language: texts change with it
  // compiled while the browser is idle, not in the first keystroke (formValidator.ts)
  useEffect(() => prepareValidation(shownSchema as RJSFSchema), [shownSchema]);
  const shownUiSchema = useMemo(() => {
    const derived = deriveUiSchema(schema);
    addEnumLabels(schema, derived, translate, (key) => i18n.exists(key, { ns: namespaces }));
    const submit = { 'ui:submitButtonOptions': { norender: !onSubmit || !!children, submitText: submitLabel ?? t('forms:submit') } };
    return mergeUiSchema(mergeUiSchema(derived, uiSchema), submit) as UiSchema<T>;
  }, [schema, uiSchema, translate, onSubmit, children, submitLabel, t, i18n, namespaces, language]); // eslint-disable-line react-hooks/exhaustive-deps

  const instantChange = useRef(onInstantChange);
  const catchUp = useRef(onCatchUp);
  useLayoutEffect(() => {
    instantChange.current = onInstantChange;
    catchUp.current = onCatchUp;
  });
  const formContext = useMemo<FormContextWithTouch & FormContextWithInstantChange>(
    () => ({
      instantChange: (fieldId, value) => instantChange.current?.(fieldId, value) ?? false,
      catchUp: (fieldId, value, report, discard) => (catchUp.current ?? reportInTransition)(fieldId, value, report, discard),
      touchTracker: {
        touch(id, left) {
          const isNew = !touched.current.has(id);
          touched.current.add(id);
          // Leaving a field without changing it (a required one left empty) validates again to show its error.
          if (isNew && left) setTimeout(() => formRef.current?.validateForm());
        },
      },
    }),
    [],
  );

  const transformErrors = useCallback(
    (errors: RJSFValidationError[]) =>
      translateErrors(
        errors.filter((error) => submitted.current || isErrorVisible(error, touched.current)),
        (key, values) => (i18n.exists(key, { ns: 'forms' }) ? t(key, { ...values, ns: 'forms' }) : undefined),
      ),
    [i18n, t],
  );

  const shownData = useMemo(() => withoutEmptyStrings(formData), [formData]);
  const translateString = useMemo(() => rjsfTranslator((key) => t(key, { ns: 'forms' })), [t]);

  return (
    <Box onSubmitCapture={() => (submitted.current = true)} data-testid="schema-form">
      <Form<T>
        ref={formRef}
        schema={shownSchema as RJSFSchema}
        uiSchema={shownUiSchema}
        formData={shownData}
        validator={formValidator}
        widgets={formWidgets}
        fields={formFields}
        templates={formTemplates}
        formContext={formContext}
        translateString={translateString}
        transformErrors={transformErrors}
        liveValidate="onChange"
        showErrorList={false}
        noHtml5Validate
        readonly={readonly}
        disabled={disabled}
        onChange={(event: IChangeEvent<T>, id?: string) => onChange?.(event.formData as T, id)}
        onSubmit={(event: IChangeEvent<T>) => onSubmit?.(event.formData as T)}
      >
        {children}
      </Form>
    </Box>
  );
}

/** `ui:enumNames` for enum fields with labels for their values (translateSchema.ts, enumLabels). */
function addEnumLabels(schema: Record<string, unknown>, ui: UiSchemaTree, translate: (text: string) => string, exists: (key: string) => boolean): void {
  const properties = schema.properties as Record<string, Record<string, unknown>> | undefined;
  for (const [name, field] of Object.entries(properties ?? {})) {
    const labels = enumLabels(field, translate, exists);
    if (labels) ui[name] = { ...(ui[name] as UiSchemaTree | undefined), 'ui:enumNames': labels };
  }
}
