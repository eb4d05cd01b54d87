import { beforeAll, describe, expect, it, vi } from 'vitest';
import { defineWidget } from './defineWidget';
import { checkSettings, loadSettingsValidation } from './settings';

const component = () => null;
const Flat = defineWidget({
  type: 'SettingsTestFlat',
  group: 'test',
  categories: ['CMS'],
  schema: { type: 'object', properties: { size: { type: 'integer', default: 24, enum: [12, 24] }, tags: { type: 'array', default: ['a'] }, name: { type: 'string' } } },
  component,
});

describe('settings check', () => {
  beforeAll(() => loadSettingsValidation()); // as the builder's screens do (a test file that renders has it already)

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

describe('settings check before the exact validation is loaded (a visitor\'s page)', () => {
  it('accepts valid settings at once, and suspends on the others until ajv gives the exact verdict', async () => {
    vi.resetModules(); // a fresh copy of the module: the test setup has loaded the exact validation into the other
    const fresh = await import('./settings');
    const { defineWidget: define } = await import('./defineWidget');
    const widget = define({ type: 'SettingsTestFresh', group: 'test', categories: ['CMS'], schema: Flat.schema, component });
    expect(fresh.checkSettings(widget, { size: 12 })).toEqual({ valid: true, settings: { size: 12 }, errors: [] });
    let thrown: unknown;
    try {
      fresh.checkSettings(widget, { size: 13 });
    } catch (failure) {
      thrown = failure;
    }
    expect(thrown).toBeInstanceOf(Promise);
    await thrown;
    expect(fresh.checkSettings(widget, { size: 13 })).toMatchObject({ valid: false, errors: [{ path: 'size', message: 'must be equal to one of the allowed values' }] });
  });
});
