import { describe, expect, it } from 'vitest';
import { widgetSpecs } from 'virtual:widget-specs';
import { loadSchemaTexts, restoreTexts } from './schemaTexts';

describe('restoreTexts', () => {
  it('writes the titles and descriptions of the whole schema into the same objects of the stripped one', () => {
    const shared = { title: 'widgets.inputs.settings.name.title', type: 'string' };
    const whole = { title: 'widgets.A.title', type: 'object', properties: { a: { title: 'widgets.A.settings.a.title', description: 'widgets.A.settings.a.description', type: 'integer', enum: [1, 2] }, name: shared } };
    const properties = { a: { type: 'integer', enum: [1, 2] }, name: shared };
    const stripped: Record<string, unknown> = { type: 'object', properties };
    restoreTexts(whole, stripped);
    expect(stripped).toEqual(whole);
    expect(stripped.properties).toBe(properties);
  });

  it('changes nothing that is there: a setting named title keeps its schema', () => {
    const stripped = { properties: { title: { type: 'string' } } };
    restoreTexts({ properties: { title: { title: 'widgets.T.settings.title.title', type: 'string' } } }, stripped);
    expect(stripped).toEqual({ properties: { title: { title: 'widgets.T.settings.title.title', type: 'string' } } });
  });
});

describe('loadSchemaTexts', () => {
  it('leaves whole specs (tests, server rendering) as they are', async () => {
    const before = JSON.stringify(widgetSpecs.map((spec) => spec.schema));
    await loadSchemaTexts();
    expect(JSON.stringify(widgetSpecs.map((spec) => spec.schema))).toBe(before);
  });
});
