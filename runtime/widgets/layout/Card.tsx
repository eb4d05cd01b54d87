import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/Card';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useTemplate } from '../../hooks/useTemplate';
import { safeImageSrc } from '../../security/safeUrl';

export type CardSettings = SettingsOf<typeof spec.schema>;

/** A card: optional image on top, title and subtitle (placeholders filled from the context), then its children. */
function Card({ id, settings, renderSlot }: WidgetProps<CardSettings>) {
  const title = useTemplate(id, settings.title);
  const subtitle = useTemplate(id, settings.subtitle);
  const image = safeImageSrc(useTemplate(id, settings.imageUrl?.trim() ?? ''));
  return (
    <article
      style={{
        width: settings.width,
        boxSizing: 'border-box',
        overflow: 'hidden',
        borderRadius: settings.borderRadius,
        border: '1px solid #e2e8f0',
        boxShadow: settings.shadow ? '0 1px 3px rgba(0, 0, 0, 0.12), 0 1px 2px rgba(0, 0, 0, 0.06)' : 'none',
        background: settings.backgroundColor,
        color: settings.fontColor || undefined,
      }}
    >
      {image ? <img src={image} alt="" style={{ display: 'block', width: '100%', objectFit: 'cover', maxHeight: 240 }} /> : null}
      <div style={{ padding: settings.padding }}>
        {title ? <h3 style={{ margin: '0 0 4px', fontSize: 18 }}>{title}</h3> : null}
        {subtitle ? <p style={{ margin: '0 0 8px', opacity: 0.75 }}>{subtitle}</p> : null}
        {renderSlot('children')}
      </div>
    </article>
  );
}

export const CardWidget = widgetFromSpec(spec, Card);
