/**
 * The form theme of the product: rjsf's Chakra UI theme, the product's own form widgets (the form inputs) under their
 * `ui:widget` names, inputs whose ids and labels match, and every widget wrapped to report touched fields. The theme of
 * the editor's property panel; the end-user Form widgets draw the same product inputs (runtime/inputs) without rjsf.
 */
import type { ComponentType } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import { Theme as ChakraTheme } from '@rjsf/chakra-ui';
import type { FieldProps, RegistryFieldsType, RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import type { FormFieldName, FormWidgetName } from './formWidgetNames';
import { BaseInputTemplate } from './templates/BaseInputTemplate';
import { DescriptionFieldTemplate } from './templates/DescriptionFieldTemplate';
import { FieldErrorTemplate } from './templates/FieldErrorTemplate';
import { FieldTemplate } from './templates/FieldTemplate';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate';
import { withInstantChange } from './instantChange';
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

// The widgets whose text element shows the typed text by itself (adapters/useOwnText.ts): our text area, and rjsf's
// TextWidget, which draws our BaseInputTemplate (a text by itself; instant changes are for texts only).
const SHOWS_OWN_TEXT = new Set(['TextWidget', 'TextareaWidget']);

export const formWidgets: RegistryWidgetsType = Object.fromEntries(
  Object.entries(baseWidgets).map(([name, widget]) => [
    name,
    withInstantChange(withTouchTracking(widget as ComponentType<WidgetProps>), { showsOwnText: SHOWS_OWN_TEXT.has(name) }),
  ]),
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
