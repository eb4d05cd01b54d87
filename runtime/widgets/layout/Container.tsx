import type { CSSProperties } from 'react';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/Container';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { MOBILE_QUERY, useMediaQuery } from '../../hooks/useMediaQuery';

export type ContainerSettings = SettingsOf<typeof spec.schema>;

/** flex-wrap: reverse wins, then wrap, and a nowrap row still wraps on mobile with wrapOnMobile. */
export function containerWrap(settings: Pick<ContainerSettings, 'wrap' | 'wrapOnMobile' | 'wrapReverse'>, mobile: boolean): CSSProperties['flexWrap'] {
  if (settings.wrapReverse) return 'wrap-reverse';
  if (settings.wrap === 'wrap' || (settings.wrapOnMobile && mobile)) return 'wrap';
  return 'nowrap';
}

type BoxSettings = Pick<ContainerSettings, 'padding' | 'gap' | 'height' | 'width' | 'justifyContent' | 'alignItems' | 'backgroundColor' | 'fontColor'>;

/** What every flex container takes from its settings alike: spacing, size, alignment and colours. */
export function flexBoxStyle(settings: BoxSettings): CSSProperties {
  return {
    padding: settings.padding,
    gap: settings.gap,
    height: settings.height,
    width: settings.width,
    justifyContent: settings.justifyContent,
    alignItems: settings.alignItems,
    backgroundColor: settings.backgroundColor || undefined,
    color: settings.fontColor || undefined,
  };
}

/** The generic layout container (padding 10px, gap 10px, 100% wide and high, flex-start), optionally a landmark element. */
function Container({ settings, renderSlot }: WidgetProps<ContainerSettings>) {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const style: CSSProperties = {
    display: 'flex',
    boxSizing: 'border-box',
    flexDirection: settings.invertedDirection ? `${settings.direction}-reverse` : settings.direction,
    flexWrap: containerWrap(settings, mobile),
    ...flexBoxStyle(settings),
  };
  // a document stored before the setting existed has none: a plain div, as it always was
  const Element = !settings.landmark || settings.landmark === 'none' ? 'div' : settings.landmark;
  return <Element style={style}>{renderSlot('children')}</Element>;
}

export const ContainerWidget = widgetFromSpec(spec, Container);
