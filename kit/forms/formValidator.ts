/**
 * The schema validator of every schema form (rjsf's ajv validator) and its warm-up.
 *
 * ajv keeps a compiled schema per schema object, and the form library hands it a schema object of its own making,
 * so each form's first change compiled its schema inside that keystroke (10-15 ms on a builder's first keystroke
 * of a session, more while ajv's code generator is still cold). Here compiled schemas are shared by content, and
 * `prepareValidation` compiles a form's schema when the browser is idle after the form appears, so typing finds it
 * compiled. docs/editor.md ("Opening fast", what may land between clicks and keystrokes) describes it.
 */
import type Ajv from 'ajv';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { whenIdle } from '../../runtime/hooks/whenIdle';
import { CUSTOM_FORMATS } from './formWidgetNames';

export const formValidator = customizeValidator({
  customFormats: Object.fromEntries(Object.entries(CUSTOM_FORMATS).map(([name, rule]) => [name, rule === true ? () => true : rule])),
  // Widget schemas are checked against ajv's meta-schema in the tests (model/document/defaults.test.ts compiles every
  // one with the check on), not in the browser: compiling that meta-schema took about 40 ms of a builder's first
  // keystroke in the settings form.
  ajvOptionsOverrides: { validateSchema: false },
});
shareCompiledSchemas(formValidator.ajv);

/**
 * Makes `ajv.compile` return the same validation function for schemas of the same content (schemas with an `$id`
 * are ajv's own business: it registers them by id). A schema object seen before is found without serialising it.
 */
export function shareCompiledSchemas(ajv: Ajv): void {
  const compile = ajv.compile.bind(ajv);
  const byObject = new WeakMap<object, ReturnType<Ajv['compile']>>();
  const byContent = new Map<string, ReturnType<Ajv['compile']>>();
  ajv.compile = ((schema: unknown, meta?: boolean) => {
    if (typeof schema !== 'object' || schema === null || '$id' in schema) return compile(schema as object, meta);
    let found = byObject.get(schema);
    if (found) return found;
    const key = JSON.stringify(schema);
    found = byContent.get(key);
    if (!found) {
      found = compile(schema, meta); // throws for a broken schema: nothing is kept then
      byContent.set(key, found);
    }
    byObject.set(schema, found);
    return found;
  }) as Ajv['compile'];
}

/**
 * Compiles `schema` for validation once the browser is idle (the form validates it on its first change). Returns the
 * function that calls it off. A schema that does not compile is left for the form to report.
 */
export function prepareValidation(schema: RJSFSchema): () => void {
  return whenIdle(() => {
    try {
      formValidator.ajv.compile(schema);
    } catch {
      // the form reports it when it validates
    }
  });
}
