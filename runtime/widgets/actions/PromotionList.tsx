import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/PromotionList';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { ConfigureNotice } from '../../hooks/notices';
import { IconImage } from '../IconImage';

export type PromotionListSettings = SettingsOf<typeof spec.schema>;

/**
 * The blocks in a row that wraps on narrow screens: icon above, header, text. A block without any content is
 * skipped; without blocks the builder is asked to configure the widget.
 */
function PromotionList({ settings }: WidgetProps<PromotionListSettings>) {
  const blocks = (settings.blocks ?? []).filter((block) => block && (block.icon?.trim() || block.header?.trim() || block.text?.trim()));
  if (blocks.length === 0) return <ConfigureNotice />;
  return (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 24, justifyContent: 'center', listStyle: 'none', margin: 0, padding: 0 }}>
      {blocks.map((block, index) => (
        <li key={index} data-testid="promotion-block" style={{ flex: '1 1 200px', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, textAlign: 'center' }}>
          {block.icon?.trim() ? <IconImage name={block.icon.trim()} theme={settings.theme} size={settings.iconSize} alt="" /> : null}
          {block.header ? <strong style={{ fontSize: settings.headerSize }}>{block.header}</strong> : null}
          {block.text ? <span style={{ fontSize: settings.textSize }}>{block.text}</span> : null}
        </li>
      ))}
    </ul>
  );
}

export const PromotionListWidget = widgetFromSpec(spec, PromotionList);
