import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * What the log keeps of an unexpected error. A failed query's error carries its bound parameters (the values a
 * client sent: texts, e-mail addresses, passwords of a user being created) in `params` and in its message, and the
 * database's message may quote a value too; the log gets the SQL text, the database's error code and the stack,
 * never the values.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const cause = error.cause as { code?: unknown; routine?: unknown } | undefined;
  return {
    type: 'DrizzleQueryError',
    message: `Failed query: ${error.query}`,
    code: cause?.code,
    routine: cause?.routine,
    // The stack's first lines repeat the message, parameters included: only the frames stay.
    stack: error.stack?.split('\n').filter((line) => line.trimStart().startsWith('at ')).join('\n'),
  };
}
