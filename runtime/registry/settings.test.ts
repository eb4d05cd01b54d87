import { describe, expect, it } from 'vitest';
import { defineWidget } from './defineWidget';
import { checkSettings } from './settings';

const component = () => null;
const Flat = defineWidget({
  type: 'SettingsTestFlat',
  group: 'test',
  categories: ['CMS'],
  schema: { type: 'object', properties: { size: { type: 'integer', default: 24, enum: [12, 24] }, tags: { type: 'array', default: ['a'] }, name: { type: 'string' } } },
  component,
});

describe('settings check', () => {
  it('hands the settings on as they are (defaults come from load and create), keeping unknown settings', () => {
    const given = { name: 'x', extra: true };
    const check = checkSettings(Flat, given);
    expect(check).toEqual({ valid: true, settings: { name: 'x', extra: true }, errors: [] });
    expect(check.settings).toBe(given);
  });

  it('memoises per settings object', () => {
    const complete = { size: 12, tags: [] };
    const check = checkSettings(Flat, complete);
    expect(check.settings).toBe(complete);
    expect(checkSettings(Flat, complete)).toBe(check);
  });

  it('reports invalid settings with their path', () => {
    expect(checkSettings(Flat, { size: 13 })).toMatchObject({ valid: false, errors: [{ path: 'size' }] });
  });
});
