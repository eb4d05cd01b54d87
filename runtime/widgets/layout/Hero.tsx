import type { CSSProperties } from 'react';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/Hero';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useTemplate } from '../../hooks/useTemplate';

export type HeroSettings = SettingsOf<typeof spec.schema>;

const FLEX_ALIGN = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

/** A hero section: big title and subtitle over a background image or colour, with its children (buttons, ...). */
function Hero({ id, settings, renderSlot }: WidgetProps<HeroSettings>) {
  const title = useTemplate(id, settings.title);
  const subtitle = useTemplate(id, settings.subtitle);
  const image = useTemplate(id, settings.backgroundImage?.trim() ?? '');
  const layers = [image && settings.overlay ? 'linear-gradient(rgba(0, 0, 0, 0.4), rgba(0, 0, 0, 0.4))' : '', image ? `url("${image.replace(/"/g, '%22')}")` : ''].filter(Boolean);
  const style: CSSProperties = {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    alignItems: FLEX_ALIGN[settings.align],
    textAlign: settings.align,
    gap: 16,
    boxSizing: 'border-box',
    minHeight: settings.minHeight,
    padding: '48px 24px',
    backgroundColor: settings.backgroundColor,
    backgroundImage: layers.length ? layers.join(', ') : undefined,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
    color: settings.fontColor,
  };
  return (
    <section style={style}>
      {title ? <h1 style={{ margin: 0, fontSize: 'clamp(28px, 5vw, 48px)', lineHeight: 1.15 }}>{title}</h1> : null}
      {subtitle ? <p style={{ margin: 0, fontSize: 'clamp(16px, 2.5vw, 22px)', maxWidth: 720 }}>{subtitle}</p> : null}
      {renderSlot('children')}
    </section>
  );
}

export const HeroWidget = widgetFromSpec(spec, Hero);
