/**
 * What every input widget of the forms group has (docs/widgets.md, "Input widgets"): the field `name` it holds in
 * its Form (empty: the widget's id), a `label`, `required`, `disabled`, a `placeholder`, and `contextProperty`, the
 * page context variable it writes its value to so other widgets can filter by it. Every input emits its value on
 * the `value` output. One list, so the inputs cannot drift apart; `as const` keeps the settings types exact.
 */
const setting = (name: string) => `widgets.inputs.settings.${name}.title`;

export const INPUT_SETTINGS = {
  name: { title: setting('name'), description: 'widgets.inputs.settings.name.description', type: 'string', default: '' },
  label: { title: setting('label'), type: 'string', default: '' },
  required: { title: setting('required'), type: 'boolean', default: false },
  disabled: { title: setting('disabled'), type: 'boolean', default: false },
  placeholder: { title: setting('placeholder'), type: 'string', default: '' },
  contextProperty: { title: setting('contextProperty'), description: 'widgets.inputs.settings.contextProperty.description', type: 'string', default: '' },
} as const;

export const INPUT_CATEGORIES = ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'] as const;

export const INPUT_OUTPUTS = [{ name: 'value', type: 'any', label: 'widgets.inputs.sockets.value' }] as const;

/** The schema every input widget's settings start from. */
export function inputSchema<const Extra extends Record<string, object>>(type: string, extra: Extra) {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: `widgets.${type}.title`,
    type: 'object',
    properties: { ...INPUT_SETTINGS, ...extra },
  } as const;
}
