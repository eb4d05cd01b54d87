import { createElement } from 'react';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/Heading';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useTemplate } from '../../hooks/useTemplate';

export type HeadingSettings = SettingsOf<typeof spec.schema>;

const FONT_SIZES = [0, 36, 30, 24, 20, 18, 16];

/** A heading h1..h6; `{name}` placeholders read context variables; the `text` input replaces the text. */
function Heading({ id, settings }: WidgetProps<HeadingSettings>) {
  const text = useTemplate(id, settings.text, { input: 'text' });
  return createElement(
    `h${settings.level}`,
    { style: { margin: 0, fontSize: FONT_SIZES[settings.level], lineHeight: 1.25, textAlign: settings.align } },
    text,
  );
}

export const HeadingWidget = widgetFromSpec(spec, Heading);
