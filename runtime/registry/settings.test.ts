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
const Nested = defineWidget({
  type: 'SettingsTestNested',
  group: 'test',
  categories: ['CMS'],
  schema: { type: 'object', properties: { box: { type: 'object', default: {}, properties: { padding: { type: 'string', default: '4px' } } } } },
  component,
});

describe('settings check', () => {
  it('fills in missing defaults without changing the given settings, and keeps unknown settings', () => {
    const given = { name: 'x', extra: true };
    const check = checkSettings(Flat, given);
    expect(check).toEqual({ valid: true, settings: { name: 'x', extra: true, size: 24, tags: ['a'] }, errors: [] });
    expect(given).toEqual({ name: 'x', extra: true });
    // default objects are copies: changing one node's list cannot change another's
    expect(checkSettings(Flat, {}).settings.tags).not.toBe(check.settings.tags);
  });

  it('returns the same settings object when nothing is missing (loaded documents) and memoises per object', () => {
    const complete = { size: 12, tags: [] };
    const check = checkSettings(Flat, complete);
    expect(check.settings).toBe(complete);
    expect(checkSettings(Flat, complete)).toBe(check);
  });

  it('reports invalid settings with their path', () => {
    expect(checkSettings(Flat, { size: 13 })).toMatchObject({ valid: false, errors: [{ path: 'size' }] });
  });

  it('applies nested defaults through the full pass', () => {
    expect(checkSettings(Nested, {}).settings).toEqual({ box: { padding: '4px' } });
    const given = { box: {} };
    expect(checkSettings(Nested, given).settings).toEqual({ box: { padding: '4px' } });
    expect(given).toEqual({ box: {} });
  });
});
