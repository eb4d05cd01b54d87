import type { CSSProperties } from 'react';
import type { SettingsOf } from '../../../widget-schemas/spec';
import type verticalSpec from '../../../widget-schemas/VerticalContainer';
import type horizontalSpec from '../../../widget-schemas/HorizontalContainer';
import type { WidgetProps } from '../../registry/defineWidget';
import { MOBILE_QUERY, useMediaQuery } from '../../hooks/useMediaQuery';
import { containerWrap, flexBoxStyle } from './Container';

/** VerticalContainer's settings; HorizontalContainer adds its wrap settings. */
export type StackSettings = SettingsOf<typeof verticalSpec.schema> & Partial<SettingsOf<typeof horizontalSpec.schema>>;

/**
 * The stacked containers: children below each other (vertical) or side by side (horizontal), gap 12px and padding
 * 12px by default. The horizontal one wraps (always on mobile with wrapOnMobile).
 */
export function stackComponent(direction: 'row' | 'column') {
  return function StackContainer({ settings, renderSlot }: WidgetProps<StackSettings>) {
    const mobile = useMediaQuery(MOBILE_QUERY);
    const wrap = direction === 'row' ? containerWrap({ wrap: settings.wrap ?? 'wrap', wrapOnMobile: settings.wrapOnMobile ?? true, wrapReverse: false }, mobile) : 'nowrap';
    const style: CSSProperties = {
      display: 'flex',
      boxSizing: 'border-box',
      flexDirection: direction,
      flexWrap: wrap,
      ...flexBoxStyle(settings),
    };
    return <div style={style}>{renderSlot('children')}</div>;
  };
}
