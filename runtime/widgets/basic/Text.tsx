import type { CSSProperties } from 'react';
import schema from '../../../widget-schemas/Text.json';
import { defineWidget, type WidgetProps } from '../../registry/defineWidget';
import { useTemplate } from '../../hooks/useTemplate';

export interface TextSettings {
  text: string;
  variant: 'body' | 'lead' | 'small' | 'muted' | 'caption';
  align: 'left' | 'center' | 'right' | 'justify';
  [key: string]: unknown;
}

const VARIANTS: Record<TextSettings['variant'], CSSProperties> = {
  body: { fontSize: 16 },
  lead: { fontSize: 20, lineHeight: 1.5 },
  small: { fontSize: 14 },
  muted: { fontSize: 16, color: '#718096' },
  caption: { fontSize: 12, color: '#4a5568' },
};

/** A paragraph of text; `{name}` placeholders read context variables; the `text` input replaces the text. */
function Text({ id, settings }: WidgetProps<TextSettings>) {
  const text = useTemplate(id, settings.text, { input: 'text' });
  return <p style={{ margin: 0, whiteSpace: 'pre-wrap', textAlign: settings.align, ...VARIANTS[settings.variant] }}>{text}</p>;
}

export const TextWidget = defineWidget<TextSettings>({
  type: 'Text',
  group: 'basic',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema,
  inputs: [{ name: 'text', type: 'string', label: 'widgets.Text.sockets.text' }],
  component: Text,
});
