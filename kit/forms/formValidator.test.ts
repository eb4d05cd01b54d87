import Ajv from 'ajv';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { formValidator, prepareValidation, shareCompiledSchemas } from './formValidator';

const textSchema = () => ({ type: 'object', properties: { text: { type: 'string', maxLength: 3 } } });

describe('shareCompiledSchemas', () => {
  it('compiles a schema of the same content once, whichever object carries it', () => {
    const ajv = new Ajv();
    const compile = vi.spyOn(ajv, 'compile');
    shareCompiledSchemas(ajv);
    const first = ajv.compile(textSchema());
    const second = ajv.compile(textSchema());
    expect(second).toBe(first);
    expect(compile).toHaveBeenCalledTimes(1);
    expect(first({ text: 'abcd' })).toBe(false);
    expect(first({ text: 'abc' })).toBe(true);
  });

  it('keeps schemas of other content apart', () => {
    const ajv = new Ajv();
    shareCompiledSchemas(ajv);
    const short = ajv.compile(textSchema());
    const long = ajv.compile({ type: 'object', properties: { text: { type: 'string', maxLength: 10 } } });
    expect(long).not.toBe(short);
    expect(long({ text: 'abcd' })).toBe(true);
  });

  it('keeps nothing of a schema that does not compile, so each attempt reports it', () => {
    const ajv = new Ajv();
    shareCompiledSchemas(ajv);
    const broken = { type: 'object', properties: { text: { type: 'no-such-type' } } };
    expect(() => ajv.compile(broken)).toThrow();
    expect(() => ajv.compile({ ...broken })).toThrow();
  });
});

describe('prepareValidation', () => {
  afterEach(() => vi.useRealTimers());

  it('compiles the schema when the browser is idle, so the form validates its first change without compiling', () => {
    vi.useFakeTimers(); // no idle callbacks in Node: whenIdle falls back to a timer
    const schema: RJSFSchema = { type: 'object', properties: { label: { type: 'string', minLength: 2 } } };
    const compile = vi.spyOn(formValidator.ajv, 'compile');
    prepareValidation(schema);
    expect(compile).not.toHaveBeenCalled();
    vi.runAllTimers();
    const prepared = compile.mock.results[0]!.value;
    // the form's own copy of the schema (another object, same content) finds the compiled function
    expect(formValidator.ajv.compile(structuredClone(schema))).toBe(prepared);
    expect(formValidator.validateFormData({ label: 'x' }, structuredClone(schema)).errors).toHaveLength(1);
    compile.mockRestore();
  });

  it('can be called off before it runs', () => {
    vi.useFakeTimers();
    const compile = vi.spyOn(formValidator.ajv, 'compile');
    prepareValidation({ type: 'object', properties: { other: { type: 'number' } } })();
    vi.runAllTimers();
    expect(compile).not.toHaveBeenCalled();
    compile.mockRestore();
  });
});
