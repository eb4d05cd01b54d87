import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { widgetSpecs } from 'virtual:widget-specs';
import { INPUT_SETTINGS } from '../../widget-schemas/inputs';
import { applySchemaDefaults, applySettingsDefaults } from './defaults';
import { widgetSchema, widgetSchemaTypes, type WidgetSchema } from './schemas';
import { validateAgainstSchema, validateSettings } from './settingsValidation';

describe('widget schemas', () => {
  it('has the first widgets of the catalogue', () => {
    expect(widgetSchemaTypes()).toEqual(
      expect.arrayContaining(['Text', 'Heading', 'Button', 'Image', 'Icon', 'Link', 'Markdown', 'Html', 'Container', 'FlexboxContainer',
        'ConditionalContainer', 'GlobalsDebugger', 'ArrayContainerV3', 'OpenEditorBtnV2']),
    );
  });

  it.each(widgetSchemaTypes())('%s: i18n keys as titles, and its own defaults are valid', (type) => {
    const schema = widgetSchema(type)!;
    expect(schema.title).toBe(`widgets.${type}.title`);
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      // A setting's text is `widgets.<owner>.settings.<name>`: the owner is the type itself, or the group whose
      // shared settings it reuses (all inputs, the calendar lists, the search inputs, PasswordLogin's in Login),
      // so one text serves every widget that shares the setting. That the key has German text is checked by
      // runtime/widgets/catalogue.test.ts.
      const key = new RegExp(`^widgets\\.[A-Za-z0-9]+\\.settings\\.${name}\\.`);
      expect(property.title).toMatch(new RegExp(`${key.source}title$`));
      if (property.description) expect(property.description).toMatch(new RegExp(`${key.source}description$`));
      if (property === (INPUT_SETTINGS as Record<string, unknown>)[name]) expect(property.title).toBe(`widgets.inputs.settings.${name}.title`);
    }
    // A fresh widget is valid as dropped, except for settings that only the builder can supply (required
    // without a default, e.g. which compound an instance shows): those, and only those, are reported.
    const needsBuilder = ((schema.required ?? []) as string[]).filter((name) => schema.properties?.[name]?.default === undefined);
    const result = validateSettings(type, applySettingsDefaults(type, {}));
    expect(result.errors.map((error) => error.path).sort()).toEqual(needsBuilder.sort());
  });
});

describe('applySettingsDefaults', () => {
  it('fills the defaults the spec names', () => {
    expect(applySettingsDefaults('Icon', {})).toEqual({ theme: 'fluent', size: 24 });
    expect(applySettingsDefaults('ArrayContainerV3', {})).toEqual({ maxItems: 0, flexLayout: 'row', gap: 3, wrap: true });
    expect(applySettingsDefaults('Container', undefined)).toMatchObject({
      padding: '10px', gap: '10px', height: '100%', width: '100%', wrap: 'wrap', alignItems: 'flex-start', justifyContent: 'flex-start',
    });
  });

  it('keeps set values, unknown settings and invalid values, and does not change its argument', () => {
    const settings = { size: 999, custom: { deep: [1, 2] }, theme: 'ios' };
    const result = applySettingsDefaults('Icon', settings);
    expect(result).toEqual({ size: 999, custom: { deep: [1, 2] }, theme: 'ios' });
    expect(settings).toEqual({ size: 999, custom: { deep: [1, 2] }, theme: 'ios' });
    // nothing was missing: the same object comes back (a saved page loads without copying every node's settings)
    expect(result).toBe(settings);
  });

  it('copies only settings that miss a default, also deep inside objects and lists', () => {
    const complete = { size: 24, theme: 'fluent' };
    expect(applySettingsDefaults('Icon', complete)).toBe(complete);
    const partial = { size: 30 };
    const filled = applySettingsDefaults('Icon', partial);
    expect(filled).toEqual({ size: 30, theme: 'fluent' });
    expect(filled).not.toBe(partial);
    expect(partial).toEqual({ size: 30 });
    const schema = {
      type: 'object',
      properties: {
        rows: { type: 'array', items: { type: 'object', properties: { label: { type: 'string', default: 'Zeile' }, note: { type: 'string' } } } },
      },
    } as const;
    const whole = { rows: [{ label: 'a' }, { label: 'b', note: 'x' }] };
    expect(applySchemaDefaults(schema as never, whole)).toBe(whole);
    const gap = { rows: [{ label: 'a' }, { note: 'x' }] };
    expect(applySchemaDefaults(schema as never, gap)).toEqual({ rows: [{ label: 'a' }, { label: 'Zeile', note: 'x' }] });
    expect(gap.rows[1]).toEqual({ note: 'x' });
  });

  it('fills nested defaults and copies default objects, so two nodes never share one', () => {
    const schema = {
      type: 'object' as const,
      properties: { tags: { type: 'array', default: ['a'] }, box: { type: 'object', default: {}, properties: { padding: { type: 'string', default: '4px' } } } },
    };
    expect(applySchemaDefaults(schema, {})).toEqual({ tags: ['a'], box: { padding: '4px' } });
    const given = { box: {} };
    expect(applySchemaDefaults(schema, given)).toEqual({ tags: ['a'], box: { padding: '4px' } });
    expect(given).toEqual({ box: {} });
    expect(applySchemaDefaults(schema, {}).tags).not.toBe(applySchemaDefaults(schema, {}).tags);
  });

  // Defaults are filled without ajv (a visitor's browser does not load it); ajv's useDefaults is the reference.
  const ajvDefaults = (schema: WidgetSchema, settings: Record<string, unknown>) => {
    const copy = structuredClone(settings);
    new Ajv({ useDefaults: true, allErrors: true, strict: false, validateFormats: false }).compile(schema)(copy);
    return copy;
  };
  /** Settings that reach every nested default: each array of objects gets one empty item, each object an empty one. */
  const withNestedParts = (schema: Record<string, unknown>): Record<string, unknown> => {
    const settings: Record<string, unknown> = {};
    for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Record<string, unknown>>)) {
      const items = property.items as Record<string, unknown> | undefined;
      if (property.type === 'array' && items?.properties) settings[name] = [withNestedParts(items), {}];
      else if (property.type === 'object' && property.properties) settings[name] = withNestedParts(property);
    }
    return settings;
  };

  it.each(widgetSchemaTypes())('%s: fills the same defaults as ajv would', (type) => {
    const schema = widgetSchema(type)!;
    // Composition keywords would apply defaults in ways the quick filler does not follow.
    expect(JSON.stringify(schema)).not.toMatch(/"(anyOf|oneOf|allOf|not|if|then|else|\$ref|dependencies|patternProperties)":/);
    for (const settings of [{}, withNestedParts(schema), { unknownSetting: { deep: [1] } }]) {
      expect(applySchemaDefaults(schema, settings)).toEqual(ajvDefaults(schema, settings));
    }
  });

  it('fills defaults inside the items of arrays and inside given objects, like ajv', () => {
    const schema: WidgetSchema = {
      type: 'object',
      properties: {
        rows: { type: 'array', items: { type: 'object', properties: { label: { type: 'string', default: '-' }, cells: { type: 'array', default: [] } } } },
        pair: { type: 'array', items: [{ type: 'object', properties: { a: { default: 1 } } }, { type: 'object', properties: { b: { default: 2 } } }] },
        box: { type: 'object', properties: { inner: { type: 'object', default: { x: 1 }, properties: { y: { default: 2 } } } } },
        wrongType: { type: 'object', properties: { z: { default: 3 } } },
      },
    };
    const settings = { rows: [{}, { label: 'x' }, 'not an object'], pair: [{}, {}], box: {}, wrongType: 'text' };
    expect(applySchemaDefaults(schema, settings)).toEqual(ajvDefaults(schema, settings));
    expect(applySchemaDefaults(schema, settings)).toEqual({
      rows: [{ label: '-', cells: [] }, { label: 'x', cells: [] }, 'not an object'], pair: [{ a: 1 }, { b: 2 }], box: { inner: { x: 1, y: 2 } }, wrongType: 'text',
    });
  });

  it('leaves the settings of a type without a schema alone', () => {
    const settings = { anything: true };
    expect(applySettingsDefaults('NoSuchWidget', settings)).toBe(settings);
    expect(applySettingsDefaults('NoSuchWidget')).toEqual({});
  });
});

describe('validateSettings', () => {
  it('reports each wrong setting with its path', () => {
    const result = validateSettings('Icon', { size: 25, theme: 'neon', color: 3 });
    expect(result.valid).toBe(false);
    expect(result.errors.map((error) => error.path).sort()).toEqual(['color', 'size', 'theme']);
    expect(result.errors.find((error) => error.path === 'size')?.message).toMatch(/allowed values/);
  });

  it('checks ranges and names missing required settings', () => {
    expect(validateSettings('Heading', { level: 7 }).errors).toEqual([{ path: 'level', message: 'must be <= 6' }]);
    expect(validateSettings('ArrayContainerV3', { maxItems: -1 }).valid).toBe(false);
    const requiresSomething = { type: 'object' as const, required: ['target'], properties: { target: { type: 'string' } } };
    expect(validateAgainstSchema(requiresSomething, {}, 'RequiresSomething').errors).toEqual([{ path: 'target', message: "must have required property 'target'" }]);
  });

  it('accepts unknown settings (they are kept, not errors)', () => {
    expect(validateSettings('Text', { text: 'Hallo', fromANewerVersion: 1 })).toEqual({ valid: true, errors: [] });
  });

  it('uses a schema given directly (a widget defined outside widget-schemas/), leaving the built-in ones alone', () => {
    const own = { type: 'object' as const, properties: { html: { type: 'string', default: '<p></p>' } } };
    expect(applySchemaDefaults(own, {})).toEqual({ html: '<p></p>' });
    expect(applySettingsDefaults('Html', {})).not.toEqual({ html: '<p></p>' });
  });

  it('knows exactly the types of the widget specs, with the spec\'s own schema object', () => {
    expect(widgetSchemaTypes()).toEqual(widgetSpecs.map((spec) => spec.type).sort());
    for (const spec of widgetSpecs) expect(widgetSchema(spec.type)).toBe(spec.schema);
  });
});
