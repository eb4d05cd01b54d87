import { createElement } from 'react';
import schema from '../../../widget-schemas/Heading.json';
import { defineWidget, type WidgetProps } from '../../registry/defineWidget';
import { useTemplate } from '../../hooks/useTemplate';

export interface HeadingSettings {
  text: string;
  level: 1 | 2 | 3 | 4 | 5 | 6;
  align: 'left' | 'center' | 'right';
  [key: string]: unknown;
}

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

export const HeadingWidget = defineWidget<HeadingSettings>({
  type: 'Heading',
  group: 'basic',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema,
  inputs: [{ name: 'text', type: 'string', label: 'widgets.Heading.sockets.text' }],
  component: Heading,
});
