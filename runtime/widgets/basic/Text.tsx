import type { CSSProperties } from 'react';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/Text';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useTemplate } from '../../hooks/useTemplate';

export type TextSettings = SettingsOf<typeof spec.schema>;

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

export const TextWidget = widgetFromSpec(spec, Text);
