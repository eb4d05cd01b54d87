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

export type MathResult = { ok: true; value: number } | { ok: false; reason: 'divisionByZero' };

/** `a operator b` of two number texts (toNumberText). */
export function calculate(a: string, operator: MathOperator, b: string): MathResult {
  const scope = { a: math.bignumber(a), b: math.bignumber(b) };
  if (operator === 'divide' && scope.b.isZero()) return { ok: false, reason: 'divisionByZero' };
  const result = math.evaluate(EXPRESSIONS[operator] ?? EXPRESSIONS.add, scope) as BigNumber;
  return { ok: true, value: result.toNumber() };
}
