import { describe, expect, it } from 'vitest';
import { applySettingsDefaults } from '../../model/document/defaults';
import { PRODUCT_FORMATS } from '../../model/document/productFormats';
import { widgetSchema, widgetSchemaTypes, type WidgetSchema } from '../../model/document/schemas';
import { validateAgainstSchema } from '../../model/document/settingsValidation';
import { compileFlatCheck } from './flatSettingsCheck';

const formats = new Set(PRODUCT_FORMATS);
const ajvSays = (schema: WidgetSchema, settings: unknown) => validateAgainstSchema(schema, settings as Record<string, unknown>, 'Test').valid;

/** Values of every kind and edge: types, non-finite numbers, code points, empty strings. */
const VALUES: unknown[] = [undefined, null, '', 'x', 'left', 'Überschrift', '😀', '😀😀', 0, -0, 1, 1.5, -1, 7, 100, 1e9, Number.NaN, Number.POSITIVE_INFINITY, true, false, [], {}, ['a'], { a: 1 }];

describe('flat settings check', () => {
  const flatTypes = widgetSchemaTypes().filter((type) => compileFlatCheck(widgetSchema(type)!, formats));

  it('reads most widgets\' schemas (flat ones) itself', () => {
    expect(flatTypes.length).toBeGreaterThan(100);
    for (const type of ['Text', 'Heading', 'Button', 'Container', 'FlexboxContainer']) expect(flatTypes, type).toContain(type);
  });

  it.each(flatTypes)('%s: answers as ajv does, for its defaults and for values of every kind in each setting', (type) => {
    const schema = widgetSchema(type)!;
    const check = compileFlatCheck(schema, formats)!;
    const defaults = applySettingsDefaults(type, {});
    expect(check(defaults)).toBe(ajvSays(schema, defaults));
    for (const name of Object.keys(schema.properties ?? {})) {
      for (const value of VALUES) {
        const settings = { ...defaults, [name]: value };
        expect(check(settings), `${name}=${String(value)}`).toBe(ajvSays(schema, settings));
      }
    }
  });

  it('follows ajv on required settings, integers, ranges, lengths in code points, Unicode patterns and enums', () => {
    const schema: WidgetSchema = {
      type: 'object',
      required: ['name'],
      properties: {
        name: { type: 'string', minLength: 2, maxLength: 3, pattern: '^\\p{L}+$' },
        count: { type: 'integer', minimum: 1, maximum: 5 },
        ratio: { type: 'number', minimum: 0 },
        size: { type: 'string', enum: ['s', 'm'] },
        on: { type: 'boolean' },
      },
    };
    const check = compileFlatCheck(schema, formats)!;
    const cases: unknown[] = [
      {}, { name: undefined }, { name: 'ab' }, { name: 'a' }, { name: 'abcd' }, { name: 'a😀' }, { name: 'ä1' }, { name: 'Öl' },
      { name: 'ab', count: 1.5 }, { name: 'ab', count: 0 }, { name: 'ab', count: 5 }, { name: 'ab', count: 6 },
      { name: 'ab', ratio: -0.1 }, { name: 'ab', ratio: 0 }, { name: 'ab', size: 'l' }, { name: 'ab', size: 'm' },
      { name: 'ab', on: 'true' }, { name: 'ab', extra: [1] }, [], null,
    ];
    for (const settings of cases) expect(check(settings as Record<string, unknown>), JSON.stringify(settings)).toBe(ajvSays(schema, settings));
  });

  it('reads no schema with a keyword it does not know or a format ajv checks', () => {
    const flat = (properties: Record<string, unknown>, root: Record<string, unknown> = {}) =>
      compileFlatCheck({ type: 'object', properties, ...root } as WidgetSchema, formats) !== null;
    expect(flat({ a: { type: 'string', multiline: true, default: '' } })).toBe(true);
    expect(flat({ a: { type: 'string', format: 'uri' } })).toBe(false);
    expect(flat({ a: { type: 'string', const: 'x' } })).toBe(false);
    expect(flat({ a: { type: ['string', 'null'] } })).toBe(false);
    expect(flat({ a: { type: 'array', items: { type: 'string' } } })).toBe(false);
    expect(flat({ a: { enum: ['x'] } })).toBe(false);
    expect(flat({ a: { type: 'string', pattern: '(' } })).toBe(false);
    expect(flat({ a: { type: 'string' } }, { additionalProperties: false })).toBe(false);
    expect(flat({ a: { type: 'string' } }, { if: {} })).toBe(false);
  });
});
