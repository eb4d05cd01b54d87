import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/Math';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useTemplate } from '../../hooks/useTemplate';
import { ConfigureNotice } from '../../hooks/notices';
import { useBuilderNotices } from '../../render/extensions';
import { noticeStyles } from '../../hooks/styles';
import { formatNumber } from '../../format';
import { countText } from '../data/countValue';
import { lazyModule, useLazyModule } from '../../hooks/useLazyModule';
import type { MathOperator } from './mathValues';
import { toNumberText } from './numberText';

// mathjs is large; it is fetched when a Math widget first calculates, not with every page that has widgets.
const mathValues = lazyModule(() => import('./mathValues'));
/** Fetches the calculator now (tests, and pages that know they will need it). */
export const preloadMath = () => mathValues.load();

export type MathSettings = SettingsOf<typeof spec.schema>;

/** A value setting as a template: a number stays as written, a name reads that context variable. */
function valueTemplate(setting: string): string {
  const text = setting.trim();
  if (!text || toNumberText(text) !== undefined) return text;
  return text.includes('{') ? text : `{${text}}`;
}

/** The value of a setting: its number, or the context variable's value when that is a number. */
function useValue(id: string, setting: string): { name: string; number?: string } {
  const filled = useTemplate(id, valueTemplate(setting));
  return { name: setting.trim(), number: toNumberText(filled) };
}

/**
 * valueA operator valueB, shown with prefix and suffix; as euros from cents in German format with asCurrency.
 * A value that is not (yet) a number shows nothing to visitors and says which one to builders; a division by zero
 * says so to everyone.
 */
function Calculation({ id, settings }: WidgetProps<MathSettings>) {
  const { t, i18n } = useTranslation('misc');
  const builder = useBuilderNotices();
  const a = useValue(id, settings.valueA);
  const b = useValue(id, settings.valueB);
  const math = useLazyModule(mathValues);
  if (!a.name || !b.name) return <ConfigureNotice />;
  const missing = [a, b].find((value) => value.number === undefined);
  if (missing) {
    return builder ? <div data-testid="math-not-a-number" style={noticeStyles.configure}>{t('math.notANumber', { name: missing.name })}</div> : null;
  }
  if (!math) return null;
  const result = math.calculate(a.number!, settings.operator as MathOperator, b.number!);
  if (!result.ok) return <span data-testid="math-division-by-zero">{t('math.divisionByZero')}</span>;
  const text = settings.asCurrency ? countText(result.value, true) : formatNumber(result.value, { language: i18n.language, maximumFractionDigits: 2 });
  return <span data-testid="math-result">{`${settings.prefix}${text}${settings.suffix}`}</span>;
}

export const MathWidget = widgetFromSpec(spec, Calculation);
