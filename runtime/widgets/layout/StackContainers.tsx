import type { CSSProperties } from 'react';
import verticalSchema from '../../../widget-schemas/VerticalContainer.json';
import horizontalSchema from '../../../widget-schemas/HorizontalContainer.json';
import { defineWidget, type JsonSchema, type WidgetProps } from '../../registry/defineWidget';
import { MOBILE_QUERY, useMediaQuery } from '../../hooks/useMediaQuery';
import { containerWrap } from './Container';

export interface StackSettings {
  gap: string;
  padding: string;
  height: string;
  width: string;
  justifyContent: CSSProperties['justifyContent'];
  alignItems: CSSProperties['alignItems'];
  /** Horizontal container only. */
  wrap?: 'wrap' | 'nowrap';
  wrapOnMobile?: boolean;
  backgroundColor?: string;
  fontColor?: string;
  [key: string]: unknown;
}

/**
 * The stacked containers of spec 001: children below each other (vertical) or side by side (horizontal), gap
 * 12px and padding 12px by default. The horizontal one wraps (always on mobile with wrapOnMobile).
 */
function stackComponent(direction: 'row' | 'column') {
  return function StackContainer({ settings, renderSlot }: WidgetProps<StackSettings>) {
    const mobile = useMediaQuery(MOBILE_QUERY);
    const wrap = direction === 'row' ? containerWrap({ wrap: settings.wrap ?? 'wrap', wrapOnMobile: settings.wrapOnMobile ?? true, wrapReverse: false }, mobile) : 'nowrap';
    const style: CSSProperties = {
      display: 'flex',
      boxSizing: 'border-box',
      flexDirection: direction,
      flexWrap: wrap,
      gap: settings.gap,
      padding: settings.padding,
      height: settings.height,
      width: settings.width,
      justifyContent: settings.justifyContent,
      alignItems: settings.alignItems,
      backgroundColor: settings.backgroundColor || undefined,
      color: settings.fontColor || undefined,
    };
    return <div style={style}>{renderSlot('children')}</div>;
  };
}

function stackWidget(type: string, schema: JsonSchema, direction: 'row' | 'column') {
  return defineWidget<StackSettings>({
    type,
    group: 'layout',
    categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD', 'CONTAINER'],
    schema,
    slots: ['children'],
    component: stackComponent(direction),
  });
}

export const VerticalContainerWidget = stackWidget('VerticalContainer', verticalSchema, 'column');
export const HorizontalContainerWidget = stackWidget('HorizontalContainer', horizontalSchema, 'row');
