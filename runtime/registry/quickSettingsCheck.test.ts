import { describe, expect, it } from 'vitest';
import { applySettingsDefaults } from '../../model/document/defaults';
import { widgetSchema, widgetSchemaTypes, type WidgetSchema } from '../../model/document/schemas';
import { validateAgainstSchema } from '../../model/document/settingsValidation';
import { quickSettingsCheck } from './quickSettingsCheck';

/** Wrong values for a setting: another type, outside its enum and range, too long or short. */
function wrongValues(property: Record<string, unknown>): unknown[] {
  const values: unknown[] = [null, 'x', 7.5, -1, true, [], {}, [1, 'a'], { nested: 1 }, ''];
  if (typeof property.maximum === 'number') values.push(property.maximum + 1);
  if (typeof property.minimum === 'number') values.push(property.minimum - 1);
  if (typeof property.maxLength === 'number') values.push('x'.repeat(property.maxLength + 1));
  if (Array.isArray(property.enum)) values.push(`${String(property.enum[0])}-not-in-enum`);
  return values;
}

describe('quickSettingsCheck', () => {
  it.each(widgetSchemaTypes())('%s: accepts its defaults as ajv does and never accepts what ajv refuses', (type) => {
    const schema = widgetSchema(type)!;
    const defaults = applySettingsDefaults(type, {});
    // a fresh widget renders without loading ajv whenever ajv accepts it
    expect(quickSettingsCheck(schema, defaults)).toBe(validateAgainstSchema(schema, defaults, type).valid);
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      for (const value of wrongValues(property)) {
        const settings = { ...defaults, [name]: value };
        if (!validateAgainstSchema(schema, settings, type).valid) expect(quickSettingsCheck(schema, settings), `${name}=${JSON.stringify(value)}`).toBe(false);
      }
    }
  });

  it('leaves schemas with formats ajv checks, and schemas it cannot read, to ajv', () => {
    const withUri: WidgetSchema = { type: 'object', properties: { href: { type: 'string', format: 'uri' } } };
    expect(quickSettingsCheck(withUri, { href: 'https://example.com' })).toBe(false);
    const withColor: WidgetSchema = { type: 'object', properties: { color: { type: 'string', format: 'color' } } };
    expect(quickSettingsCheck(withColor, { color: 'red' })).toBe(true);
    const broken = { type: 'object', properties: { x: { $ref: '#/nowhere' } } } as WidgetSchema;
    expect(quickSettingsCheck(broken, { x: 1 })).toBe(false);
    expect(quickSettingsCheck(undefined, { anything: 1 })).toBe(true);
  });
});
