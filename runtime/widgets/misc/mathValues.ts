import { type BigNumber, addDependencies, bignumberDependencies, create, divideDependencies, evaluateDependencies, multiplyDependencies, subtractDependencies } from 'mathjs';

/**
 * The arithmetic of the Math widget, through mathjs (never `eval`): an instance with only the four operations, on
 * decimal big numbers, so 0.1 + 0.2 is 0.3 and cents stay exact.
 */
const math = create(
  { evaluateDependencies, bignumberDependencies, addDependencies, subtractDependencies, multiplyDependencies, divideDependencies },
  { number: 'BigNumber', precision: 64 },
);

export type MathOperator = 'add' | 'subtract' | 'multiply' | 'divide';

const EXPRESSIONS: Record<MathOperator, string> = { add: 'a + b', subtract: 'a - b', multiply: 'a * b', divide: 'a / b' };

const DECIMAL_POINT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const DECIMAL_COMMA = /^[+-]?\d+,\d+$/;

/** A number, or a text that is one ('12.5', German '12,5'); anything else is no number (undefined). */
export function toNumberText(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (DECIMAL_POINT.test(text)) return text;
  if (DECIMAL_COMMA.test(text)) return text.replace(',', '.');
  return undefined;
}

export type MathResult = { ok: true; value: number } | { ok: false; reason: 'divisionByZero' };

/** `a operator b` of two number texts (toNumberText). */
export function calculate(a: string, operator: MathOperator, b: string): MathResult {
  const scope = { a: math.bignumber(a), b: math.bignumber(b) };
  if (operator === 'divide' && scope.b.isZero()) return { ok: false, reason: 'divisionByZero' };
  const result = math.evaluate(EXPRESSIONS[operator] ?? EXPRESSIONS.add, scope) as BigNumber;
  return { ok: true, value: result.toNumber() };
}
