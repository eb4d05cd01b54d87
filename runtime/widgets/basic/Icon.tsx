import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/Icon';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useTemplate } from '../../hooks/useTemplate';
import { ConfigureNotice } from '../../hooks/notices';
import { IconImage } from '../IconImage';

export type IconSettings = SettingsOf<typeof spec.schema>;

/** An icon (name, theme, size 24 by default, colour) with an optional badge (text or `badge` input). */
function Icon({ id, settings }: WidgetProps<IconSettings>) {
  const badge = useTemplate(id, settings.badge ?? '', { input: 'badge' });
  if (!settings.name?.trim()) return <ConfigureNotice />;
  const size = settings.size;
  return (
    <span style={{ position: 'relative', display: 'inline-block', width: size, height: size, lineHeight: 0 }}>
      <IconImage name={settings.name} theme={settings.theme} size={size} color={settings.color} />
      {badge ? (
        <span
          data-testid="icon-badge"
          style={{
            position: 'absolute',
            top: -6,
            right: -8,
            minWidth: 16,
            height: 16,
            padding: '0 4px',
            borderRadius: 8,
            background: '#e53e3e',
            color: '#ffffff',
            fontSize: 11,
            lineHeight: '16px',
            textAlign: 'center',
            boxSizing: 'border-box',
          }}
        >
          {badge}
        </span>
      ) : null}
    </span>
  );
}

export const IconWidget = widgetFromSpec(spec, Icon);
