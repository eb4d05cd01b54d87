import { formatCurrency, formatNumber } from '../../format';

/** Count's equations, applied in order; a division by 0 leaves the value as it was (there is no number to show). */
export type Operand = 'add' | 'subtract' | 'multiply' | 'divide';

export function applyEquations(value: number, equations: readonly { operand?: string; other?: number }[]): number {
  return equations.reduce((result, { operand, other }) => {
    const by = typeof other === 'number' && Number.isFinite(other) ? other : 0;
    switch (operand as Operand) {
      case 'add': return result + by;
      case 'subtract': return result - by;
      case 'multiply': return result * by;
      case 'divide': return by === 0 ? result : result / by;
      default: return result;
    }
  }, value);
}

/** German format always: cents as euros (`1.234,50 €`), or grouping with one decimal when fractional. */
export function countText(value: number, asCurrency: boolean): string {
  return asCurrency ? formatCurrency(Math.round(value), 'EUR', 'de_de') : formatNumber(value, { language: 'de_de' });
}
