import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { JsonSchema } from './schema-arbitrary.js';

/**
 * Checks an answer against an operation of the API description: its status must be one the operation lists,
 * and its body must match the schema documented for that status (no body where none is documented).
 */
const COMPONENTS_ID = 'https://baukasten.invalid/openapi-components';

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

export class AnswerChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  private readonly compiled = new Map<JsonSchema, ValidateFunction>();

  constructor(components: Record<string, JsonSchema>) {
    (addFormats as unknown as (ajv: Ajv2020) => void)(this.ajv);
    this.ajv.addSchema({ $id: COMPONENTS_ID, components: { schemas: components } });
  }

  private validator(schema: JsonSchema): ValidateFunction {
    let validate = this.compiled.get(schema);
    if (!validate) {
      const linked = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${COMPONENTS_ID}#/components/`));
      this.compiled.set(schema, (validate = this.ajv.compile(linked)));
    }
    return validate;
  }

  /** The mismatches of one answer (empty when it matches). */
  check(operation: JsonSchema, method: string, answer: Answer): string[] {
    const responses: Record<string, JsonSchema> = operation.responses ?? {};
    const documented = responses[String(answer.status)] ?? responses[`${String(answer.status)[0]}XX`];
    if (!documented) return [`status ${answer.status} is not documented (${Object.keys(responses).join(', ')}): ${answer.text.slice(0, 300)}`];
    const content: Record<string, { schema?: JsonSchema }> | undefined = documented.content;
    if (!content || method === 'head') {
      return answer.text === '' ? [] : [`status ${answer.status} is documented without a body, but the answer has one: ${answer.text.slice(0, 200)}`];
    }
    const [mediaType, { schema }] = Object.entries(content)[0];
    if (!answer.contentType.startsWith(mediaType)) return [`status ${answer.status}: content type ${answer.contentType}, documented ${mediaType}`];
    if (mediaType !== 'application/json' || !schema) return [];
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      return [`status ${answer.status}: the body is no JSON: ${answer.text.slice(0, 200)}`];
    }
    const validate = this.validator(schema);
    if (validate(body)) return [];
    const errors = (validate.errors ?? []).slice(0, 3).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
    return [`status ${answer.status}: the body does not match the documented schema: ${errors}; body ${answer.text.slice(0, 300)}`];
  }
}
