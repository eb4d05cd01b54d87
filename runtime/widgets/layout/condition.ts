/** The comparisons of the conditional container (spec: renders the true or the false branch). */
export type ConditionOperator = 'equals' | 'notEquals' | 'truthy' | 'falsy' | 'greaterThan' | 'lessThan';

function same(a: unknown, b: unknown): boolean {
  // null and undefined both mean "not set"
  if (a === undefined || a === null || b === undefined || b === null) return a == b;
  // settings hold strings, numbers or booleans while context values may be any of them: '3' equals 3
  return typeof a === 'object' || typeof b === 'object' ? JSON.stringify(a) === JSON.stringify(b) : String(a) === String(b);
}

function number(value: unknown): number {
  return typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
}

export function evaluateCondition(operator: ConditionOperator, actual: unknown, expected: unknown): boolean {
  switch (operator) {
    case 'equals':
      return same(actual, expected);
    case 'notEquals':
      return !same(actual, expected);
    case 'truthy':
      return Array.isArray(actual) ? actual.length > 0 : Boolean(actual);
    case 'falsy':
      return Array.isArray(actual) ? actual.length === 0 : !actual;
    case 'greaterThan':
      return number(actual) > number(expected);
    case 'lessThan':
      return number(actual) < number(expected);
    default:
      return false;
  }
}
