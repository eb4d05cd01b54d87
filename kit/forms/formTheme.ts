/**
 * The form theme of the product: rjsf's Chakra UI theme, the product's own form widgets (the form inputs) under their
 * `ui:widget` names, inputs whose ids and labels match, and every widget wrapped to report touched fields. One theme
 * for the editor's property panel and the end-user Form widget.
 */
import type { ComponentType } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import { Theme as ChakraTheme } from '@rjsf/chakra-ui';
import type { FieldProps, RegistryFieldsType, RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { CUSTOM_FORMATS, type FormFieldName, type FormWidgetName } from './formWidgetNames';
import { BaseInputTemplate } from './templates/BaseInputTemplate';
import { DescriptionFieldTemplate } from './templates/DescriptionFieldTemplate';
import { FieldErrorTemplate } from './templates/FieldErrorTemplate';
import { FieldTemplate } from './templates/FieldTemplate';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate';
import { withFieldTouchTracking, withTouchTracking } from './touch';
import { CheckboxWidget } from './adapters/CheckboxWidget';
import { CodeEditorField, CodeEditorWidget } from './adapters/CodeEditorWidget';
import { ColorInput } from './adapters/ColorInput';
import { CommaSeparatedListInput } from './adapters/CommaSeparatedListInput';
import { DateInput } from './adapters/DateInput';
import { IconInput } from './adapters/IconInput';
import { IntegerInput } from './adapters/IntegerInput';
import { PercentageInput } from './adapters/PercentageInput';
import { PriceInput } from './adapters/PriceInput';
import { SelectWidget } from './adapters/SelectWidget';
import { StoreSelect } from './adapters/StoreSelect';
import { SuggestInput } from './adapters/SuggestInput';
import { TextareaWidget } from './adapters/TextareaWidget';
import { TimeInput } from './adapters/TimeInput';

export const productWidgets: Record<FormWidgetName, ComponentType<WidgetProps>> = {
  CodeEditor: CodeEditorWidget,
  PriceInput,
  PercentageInput,
  DateInput,
  TimeInput,
  IntegerInput,
  CommaSeparatedListInput,
  ColorInput,
  StoreSelect,
  SuggestInput,
};

export const productFields: Record<FormFieldName, ComponentType<FieldProps>> = {
  IconInput: IconInput as ComponentType<FieldProps>,
  CodeEditorField,
};

const baseWidgets: RegistryWidgetsType = {
  ...getDefaultRegistry().widgets,
  ...ChakraTheme.widgets,
  // A native, labelled select keeps `#root_<setting>` on the <select>; the theme's combobox hides it.
  SelectWidget,
  CheckboxWidget,
  TextareaWidget,
  ...productWidgets,
};

export const formWidgets: RegistryWidgetsType = Object.fromEntries(
  Object.entries(baseWidgets).map(([name, widget]) => [name, withTouchTracking(widget as ComponentType<WidgetProps>)]),
);

export const formFields: RegistryFieldsType = Object.fromEntries(
  Object.entries(productFields).map(([name, field]) => [name, withFieldTouchTracking(field)]),
);

export const formTemplates = {
  ...ChakraTheme.templates,
  BaseInputTemplate,
  FieldTemplate,
  FieldErrorTemplate,
  ObjectFieldTemplate,
  DescriptionFieldTemplate,
};

export const formValidator = customizeValidator({
  customFormats: Object.fromEntries(Object.entries(CUSTOM_FORMATS).map(([name, rule]) => [name, rule === true ? () => true : rule])),
  // Widget schemas are checked against ajv's meta-schema in the tests (model/document/defaults.test.ts compiles every
  // one with the check on), not in the browser: compiling that meta-schema took about 40 ms of a builder's first
  // keystroke in the settings form.
  ajvOptionsOverrides: { validateSchema: false },
});
